// A six-panel baseball cap seen from the front and a little above, the curved brim towards us.
import type { Art } from './types';

const crown = 'M246 578C236 380 350 262 500 262S764 380 754 578C670 612 330 612 246 578Z';
const brimTop = 'M244 574C330 612 670 612 756 574C780 640 690 700 500 700S220 640 244 574Z';
const brimEdge = 'M236 582C224 650 320 716 500 716S776 650 764 582C764 646 680 700 500 700S236 646 236 582Z';

export const cap: Art = {
  floor: 744,
  spread: 270,
  focus: [500, 500],
  setting: 'plinth',
  mirror: true,
  draw: (p) => `
<path d="${crown}" fill="url(#fill-diag)"/><path d="${crown}" fill="url(#over-shade-x)"/>
<path d="M500 266V604M498 266C420 300 372 420 366 598M502 266C580 300 628 420 634 598" fill="none" stroke="${p.darker}" stroke-width="4" opacity=".45"/>
<path d="M510 272V604M488 272C420 310 384 420 378 598M512 272C580 310 616 420 622 598" fill="none" stroke="${p.light}" stroke-width="2.5" stroke-dasharray="7 6" opacity=".55"/>
<path d="M246 574C236 380 350 262 500 262C420 300 300 380 300 590Z" fill="#fff" opacity=".07"/>
<g fill="${p.darker}" opacity=".75"><circle cx="418" cy="340" r="7"/><circle cx="582" cy="340" r="7"/></g>
<ellipse cx="500" cy="264" rx="30" ry="12" fill="${p.dark}"/>
<rect x="440" y="436" width="120" height="80" rx="14" fill="${p.ink}"/>
<path d="M470 488l18-28 16 20 12-14 16 22" fill="none" stroke="${p.base}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>
<path d="${brimEdge}" fill="${p.darker}"/>
<path d="${brimTop}" fill="${p.base}"/><path d="${brimTop}" fill="url(#over-shade-y)"/>
<path d="M270 604C360 642 640 642 730 604M286 636C380 672 620 672 714 636" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="9 7" opacity=".6"/>
<path d="M246 578C330 612 670 612 754 578" fill="none" stroke="#000" stroke-width="8" opacity=".18"/>`,
};
