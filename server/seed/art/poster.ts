// A framed art print standing on the floor: a seeded abstract landscape in the product colour.
import { mix, shade } from './color';
import type { Palette } from './paint';
import { between, type Random } from './random';
import type { Art } from './types';

// Walnut, oak and white lacquer: the frames a print shop would offer.
const frames = ['#2b2621', '#d8c3a0', '#f4f1ec'];

/** Sun, hills and lake in tints of the product colour: calm enough for any shop. */
function landscape(p: Palette, random: Random): string {
  const sky = shade(p.base, 0.78);
  const sunX = between(random, 420, 580);
  const sunY = between(random, 330, 400);
  const h1 = between(random, 470, 520);
  const h2 = between(random, 540, 580);
  return `<rect x="346" y="236" width="308" height="508" fill="${sky}"/>
<circle cx="${sunX}" cy="${sunY}" r="58" fill="${mix(p.accent, '#ffffff', 0.25)}"/>
<path d="M346 ${h1 + 40}C400 ${h1 - 30} 450 ${h1 - 10} 500 ${h1 + 20}S600 ${h1 - 50} 654 ${h1}V744H346Z" fill="${shade(p.base, 0.45)}"/>
<path d="M346 ${h2 + 20}C420 ${h2 - 30} 520 ${h2 + 30} 654 ${h2 - 20}V744H346Z" fill="${p.base}"/>
<path d="M346 ${h2 + 110}C440 ${h2 + 70} 560 ${h2 + 120} 654 ${h2 + 80}V744H346Z" fill="${p.dark}"/>
<path d="M380 ${h2 + 160}H470M520 ${h2 + 145}H620" stroke="${shade(p.base, 0.6)}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`;
}

export const poster: Art = {
  floor: 810,
  spread: 230,
  focus: [560, 420],
  setting: 'floor',
  mirror: true,
  draw: (p, random) => {
    const frame = frames[Math.floor(random() * frames.length)];
    return `
<rect x="290" y="180" width="420" height="630" rx="6" fill="${frame}"/>
<path d="M290 180H710L690 200H310Z" fill="#fff" opacity=".25"/>
<path d="M710 180V810L690 790V200Z" fill="#000" opacity=".18"/>
<path d="M290 810H710L690 790H310Z" fill="#000" opacity=".12"/>
<rect x="310" y="200" width="380" height="590" fill="#faf8f4"/>
<path d="M310 200H690L680 210H320V780L310 790Z" fill="#000" opacity=".07"/>
${landscape(p, random)}
<path d="M310 200H470L310 470Z" fill="#fff" opacity=".12"/>
<path d="M690 520V790H560Z" fill="#fff" opacity=".07"/>`;
  },
};
