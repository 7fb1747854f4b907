// A glazed ceramic mug in the product colour, white inside, handle to the right.
import { cylinderSide } from './paint';
import type { Art } from './types';

const cx = 440;
const rx = 170;
const ry = 38;
const top = 380;
const bottom = 770;
const right = cx + rx;
const handle = `M${right - 6} 470c112-26 176 20 176 112s-70 140-176 130v-52c68 7 114-18 114-78s-48-80-114-64Z`;

export const mug: Art = {
  floor: bottom + ry - 2,
  spread: 225,
  focus: [590, 470],
  setting: 'plinth',
  mirror: true,
  draw: (p) => `
<path d="${handle}" fill="url(#fill-vert)"/><path d="${handle}" fill="url(#over-shade-x)"/>
<path d="${cylinderSide(cx, top, bottom, rx, ry)}" fill="url(#fill-cyl)"/>
<path d="M${cx - rx} ${bottom - 24}a${rx} ${ry} 0 0 0 ${rx * 2} 0V${bottom}a${rx} ${ry} 0 0 1 ${-rx * 2} 0Z" fill="${p.darker}" opacity=".35"/>
<rect x="${cx - 110}" y="${top + 50}" width="28" height="${bottom - top - 90}" rx="14" fill="#fff" opacity=".16"/>
<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${p.light}"/>
<ellipse cx="${cx}" cy="${top + 2}" rx="${rx - 13}" ry="${ry - 8}" fill="#efebe5"/>
<path d="M${cx - rx + 13} ${top + 2}a${rx - 13} ${ry - 8} 0 0 1 ${(rx - 13) * 2} 0c-46-11-100-15-157-15s-111 4-157 15Z" fill="#d3cdc5"/>
<g fill="none" stroke="${p.ink}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" opacity=".85">
<circle cx="${cx + 30}" cy="${top + 175}" r="44"/><path d="M${cx + 8} ${top + 188}l16-30 14 20 12-14 16 24"/></g>`,
};
