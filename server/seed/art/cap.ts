// A six-panel baseball cap seen from the front and a little above, the curved brim towards us.
import type { Art } from './types';

const crown = 'M246 574C236 380 350 262 500 262S764 380 754 574Z';
const brim = 'M238 566C330 616 670 616 762 566C790 650 700 724 500 724S210 650 238 566Z';

export const cap: Art = {
  floor: 742,
  spread: 270,
  focus: [500, 520],
  setting: 'plinth',
  mirror: true,
  draw: (p) => `
<path d="${crown}" fill="url(#fill-diag)"/><path d="${crown}" fill="url(#over-shade-x)"/>
<path d="M500 266V590M498 266C420 300 372 420 366 590M502 266C580 300 628 420 634 590" fill="none" stroke="${p.darker}" stroke-width="4" opacity=".45"/>
<path d="M510 272V590M488 272C420 310 384 420 378 590M512 272C580 310 616 420 622 590" fill="none" stroke="${p.light}" stroke-width="2.5" stroke-dasharray="7 6" opacity=".55"/>
<path d="M246 574C236 380 350 262 500 262C420 300 300 380 300 590Z" fill="#fff" opacity=".07"/>
<g fill="${p.darker}" opacity=".75"><circle cx="418" cy="340" r="7"/><circle cx="582" cy="340" r="7"/></g>
<ellipse cx="500" cy="264" rx="30" ry="12" fill="${p.dark}"/>
<rect x="440" y="436" width="120" height="80" rx="14" fill="${p.ink}"/>
<path d="M470 488l18-28 16 20 12-14 16 22" fill="none" stroke="${p.base}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>
<path d="${brim}" fill="${p.darker}"/>
<path d="M238 566C330 616 670 616 762 566C780 630 700 692 500 692S220 630 238 566Z" fill="url(#fill-vert)"/>
<path d="M262 600C350 640 650 640 738 600M276 630C370 666 630 666 724 630" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="9 7" opacity=".6"/>
<path d="M238 566C330 616 670 616 762 566" fill="none" stroke="${p.darker}" stroke-width="8" opacity=".4"/>`,
};
