// A ribbed knit beanie with a folded cuff, a leather patch and a pom-pom.
import type { Palette } from './paint';
import type { Random } from './random';
import type { Art } from './types';

const dome = 'M300 600V470C300 330 390 262 500 262S700 330 700 470V600Z';
const ribs = Array.from({ length: 23 }, (_, i) => {
  const x = 302 + i * 18;
  const bend = (x - 500) * 0.35;
  return `M${x} 590C${x} 470 ${500 + bend * 1.4} 330 ${500 + bend * 0.35} 276`;
}).join('');
const cuffRibs = Array.from({ length: 25 }, (_, i) => `M${292 + i * 17.5} 596V734`).join('');

/** A fluffy yarn ball: overlapping tufts around a core, placed by the seed. */
function pompom(p: Palette, random: Random): string {
  const tufts = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2 + random() * 0.3;
    const r = 50 + random() * 10;
    return `<circle cx="${(500 + Math.cos(a) * r).toFixed(1)}" cy="${(206 + Math.sin(a) * r).toFixed(1)}" r="${(30 + random() * 8).toFixed(1)}"/>`;
  }).join('');
  return `<g fill="${p.lighter}">${tufts}<circle cx="500" cy="206" r="62"/></g>
<circle cx="500" cy="206" r="82" fill="url(#over-shade-x)"/><circle cx="500" cy="206" r="82" fill="url(#over-shade-y)"/>`;
}

export const beanie: Art = {
  floor: 752,
  spread: 240,
  focus: [560, 600],
  setting: 'plinth',
  mirror: true,
  draw: (p, random) => `
<path d="${dome}" fill="url(#fill-diag)"/>
<path d="${ribs}" fill="none" stroke="${p.darker}" stroke-width="5" opacity=".22"/>
<path d="${dome}" fill="url(#over-shade-x)"/>
${pompom(p, random)}
<rect x="282" y="584" width="436" height="160" rx="26" fill="${p.base}"/>
<path d="${cuffRibs}" fill="none" stroke="${p.darker}" stroke-width="6" opacity=".25"/>
<rect x="282" y="584" width="436" height="160" rx="26" fill="url(#over-shade-x)"/>
<rect x="282" y="584" width="436" height="22" rx="11" fill="#000" opacity=".08"/>
<rect x="448" y="630" width="104" height="68" rx="10" fill="#b58863"/>
<rect x="456" y="638" width="88" height="52" rx="6" fill="none" stroke="#7a5436" stroke-width="2.5" stroke-dasharray="6 4"/>
<path d="M476 670l12-18 10 12 8-8 12 14" fill="none" stroke="#6b4528" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`,
};
