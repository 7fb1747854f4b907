// A pullover hoodie, front view: hood up and open, kangaroo pocket, ribbed cuffs and hem.
import type { Art } from './types';

const body = 'M330 246C376 230 420 226 444 226C470 262 530 262 556 226C580 226 624 230 670 246C704 262 716 300 716 360L720 760H280L284 360C284 300 296 262 330 246Z';
const leftSleeve = 'M330 246C282 262 258 300 250 360L196 708H276L312 430C320 380 326 330 330 246Z';
const rightSleeve = 'M670 246C718 262 742 300 750 360L804 708H724L688 430C680 380 674 330 670 246Z';
const pocket = 'M382 556H618L662 710H338Z';
const hood = 'M372 270C352 166 418 112 500 112S648 166 628 270Z';
const opening = 'M428 250C418 188 452 156 500 156S582 188 572 250C562 292 532 316 500 324C468 316 438 292 428 250Z';
const ribs = (x0: number, x1: number, y0: number, y1: number) =>
  Array.from({ length: Math.floor((x1 - x0) / 14) }, (_, i) => `M${x0 + 7 + i * 14} ${y0 + 6}V${y1 - 6}`).join('');

export const hoodie: Art = {
  floor: 860,
  spread: 270,
  focus: [500, 320],
  setting: 'flatLay',
  mirror: true,
  draw: (p) => `
<path d="${leftSleeve}" fill="${p.base}"/><path d="${leftSleeve}" fill="#000" opacity=".12"/>
<path d="${rightSleeve}" fill="${p.base}"/><path d="${rightSleeve}" fill="url(#over-shade-x)"/><path d="${rightSleeve}" fill="#000" opacity=".12"/>
<rect x="190" y="698" width="92" height="62" rx="14" fill="${p.dark}" transform="rotate(4 236 729)"/>
<rect x="718" y="698" width="92" height="62" rx="14" fill="${p.dark}" transform="rotate(-4 764 729)"/>
<path d="${hood}" fill="${p.base}"/><path d="${hood}" fill="url(#over-shade-x)"/>
<path d="${body}" fill="${p.base}"/><path d="${body}" fill="url(#over-shade-x)"/><path d="${body}" fill="url(#over-shade-y)"/>
<path d="${opening}" fill="${p.darker}"/>
<path d="M440 250C432 200 460 176 500 176S568 200 560 250C552 284 528 302 500 308" fill="none" stroke="#000" stroke-width="16" opacity=".18"/>
<path d="${opening}" fill="none" stroke="${p.base}" stroke-width="16" stroke-linejoin="round"/>
<path d="M500 324C470 316 438 292 428 250" fill="none" stroke="${p.dark}" stroke-width="4" opacity=".6"/>
<path d="M284 360C318 420 318 560 298 740L320 740C340 560 336 420 284 360Z" fill="#000" opacity=".08"/>
<path d="M716 360C682 420 682 560 702 740L680 740C660 560 664 420 716 360Z" fill="#000" opacity=".1"/>
<path d="${pocket}" fill="${p.base}"/><path d="${pocket}" fill="url(#over-shade-y)"/>
<path d="M382 556L338 710H362L398 556ZM618 556L662 710H638L602 556Z" fill="${p.darker}" opacity=".45"/>
<path d="M390 566H610M350 700H650" fill="none" stroke="${p.dark}" stroke-width="3" stroke-dasharray="8 6" opacity=".7"/>
<rect x="278" y="748" width="444" height="62" rx="10" fill="${p.base}"/><rect x="278" y="748" width="444" height="62" rx="10" fill="url(#over-shade-x)"/>
<path d="${ribs(278, 722, 748, 810)}" fill="none" stroke="${p.darker}" stroke-width="3" opacity=".3"/>
<path d="${ribs(190, 282, 698, 760)}" fill="none" stroke="${p.darker}" stroke-width="3" opacity=".3" transform="rotate(4 236 729)"/>
<path d="${ribs(718, 810, 698, 760)}" fill="none" stroke="${p.darker}" stroke-width="3" opacity=".3" transform="rotate(-4 764 729)"/>
<g stroke="${p.lighter}" stroke-width="9" stroke-linecap="round" fill="none"><path d="M474 318C470 364 476 404 468 444M526 318C530 364 524 404 532 448"/></g>
<g fill="${p.ink}"><rect x="460" y="440" width="16" height="34" rx="6"/><rect x="524" y="444" width="16" height="34" rx="6"/></g>`,
};
