// A scented candle in a ceramic tumbler of the product colour, lit, with a cream label.
import type { Art } from './types';
import { cylinderSide } from './paint';

const cx = 500;
const rx = 150;
const ry = 34;
const top = 440;
const bottom = 780;

export const candle: Art = {
  floor: bottom + ry - 2,
  spread: 200,
  focus: [500, 420],
  setting: 'plinth',
  mirror: true,
  draw: (p) => `
<defs><radialGradient id="glow"><stop offset="0" stop-color="#ffd27a" stop-opacity=".55"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>
<linearGradient id="flame" x2="0" y2="1"><stop offset="0" stop-color="#ff9d2e"/><stop offset=".55" stop-color="#ffd36b"/><stop offset="1" stop-color="#fff6d8"/></linearGradient></defs>
<circle cx="${cx}" cy="330" r="130" fill="url(#glow)"/>
<path d="${cylinderSide(cx, top, bottom, rx, ry)}" fill="url(#fill-cyl)"/>
<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${p.light}"/>
<ellipse cx="${cx}" cy="${top + 4}" rx="${rx - 14}" ry="${ry - 8}" fill="#f3ead8"/>
<path d="M${cx - rx + 14} ${top + 4}a${rx - 14} ${ry - 8} 0 0 1 ${(rx - 14) * 2} 0c-40-8-86-12-136-12s-96 4-136 12Z" fill="#ded2bb"/>
<path d="M${cx} ${top + 4}V370" stroke="#2b2420" stroke-width="5" stroke-linecap="round"/>
<path d="M${cx} 290C${cx + 26} 330 ${cx + 24} 372 ${cx} 378C${cx - 24} 372 ${cx - 26} 330 ${cx} 290Z" fill="url(#flame)"/>
<rect x="${cx - rx}" y="560" width="${rx * 2}" height="130" fill="#f5efe4"/>
<rect x="${cx - rx}" y="560" width="${rx * 2}" height="130" fill="url(#over-shade-x)"/>
<rect x="${cx - 60}" y="600" width="120" height="14" rx="7" fill="${p.dark}"/>
<rect x="${cx - 40}" y="628" width="80" height="9" rx="4.5" fill="${p.dark}" opacity=".55"/>
<rect x="${cx - 110}" y="${top + 50}" width="24" height="${bottom - top - 80}" rx="12" fill="#fff" opacity=".14"/>`,
};
