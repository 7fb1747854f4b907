// Writes public/images/placeholder.jpg (SPEC §9), the picture shown for a product without an
// image: a quiet grey card with a picture glyph. Run: node --import tsx scripts/make-placeholder.ts
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const target = fileURLToPath(new URL('../public/images/placeholder.jpg', import.meta.url));

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
<defs><linearGradient id="bg" x2="0" y2="1"><stop offset="0" stop-color="#f3f4f6"/><stop offset="1" stop-color="#e7e9ed"/></linearGradient></defs>
<rect width="1024" height="1024" fill="url(#bg)"/>
<g fill="none" stroke="#c3c8d1" stroke-width="22" stroke-linejoin="round" stroke-linecap="round">
<rect x="352" y="382" width="320" height="260" rx="36"/>
<path d="M386 586l82-86 72 70 44-42 70 70"/>
</g>
<circle cx="590" cy="452" r="26" fill="#c3c8d1"/>
</svg>`;

await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(target);
console.log(`wrote ${target}`);
