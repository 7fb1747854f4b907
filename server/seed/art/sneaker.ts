// A low-top sneaker in side view, toe to the right: coloured upper, white cupsole, white laces.
import type { Art } from './types';

const upper = 'M196 690C180 600 184 500 214 448C250 430 300 452 336 478C378 506 420 498 446 466L478 392C500 380 526 384 540 404L566 470C648 512 760 552 812 604C846 636 846 672 830 690Z';
const toeCap = 'M700 560C760 580 806 600 824 630C846 660 840 680 830 690H690C660 650 668 590 700 560Z';
const heel = 'M196 690C180 600 184 500 214 448C240 440 262 446 284 458C262 520 262 610 290 690Z';
const sole = 'M170 676H836C862 680 870 700 864 722C858 748 838 756 810 756H206C180 756 166 740 166 714Z';

export const sneaker: Art = {
  floor: 760,
  spread: 330,
  focus: [560, 500],
  setting: 'plinth',
  mirror: true,
  draw: (p) => `
<path d="${upper}" fill="url(#fill-diag)"/>
<path d="${heel}" fill="${p.dark}"/>
<path d="${toeCap}" fill="${p.light}" opacity=".55"/>
<path d="M330 640C420 560 560 520 690 560C600 560 470 600 390 660Z" fill="${p.ink}" opacity=".9"/>
<path d="M214 448C250 430 300 452 336 478C378 506 420 498 446 466" fill="none" stroke="${p.darker}" stroke-width="14" stroke-linecap="round"/>
<path d="M478 392C500 380 526 384 540 404L566 470C540 480 500 478 470 466Z" fill="${p.light}"/>
<path d="M300 662C420 660 560 666 700 672M300 474C296 540 296 610 306 668" fill="none" stroke="${p.darker}" stroke-width="3" stroke-dasharray="8 6" opacity=".55"/>
<g fill="${p.darker}"><circle cx="486" cy="476" r="7"/><circle cx="530" cy="494" r="7"/><circle cx="574" cy="512" r="7"/><circle cx="618" cy="530" r="7"/><circle cx="660" cy="550" r="7"/></g>
<g stroke="#f8f8f6" stroke-width="14" stroke-linecap="round"><path d="M480 468L540 486M524 486L584 506M568 504L628 524M612 522L668 544"/></g>
<path d="M486 470C470 500 450 520 432 528" fill="none" stroke="#f8f8f6" stroke-width="10" stroke-linecap="round"/>
<path d="${sole}" fill="#f6f4f0"/><path d="${sole}" fill="url(#over-shade-y)"/>
<path d="M168 736H864" stroke="${p.dark}" stroke-width="8" opacity=".4"/>
<path d="M180 698H852" stroke="#d9d5ce" stroke-width="3"/>`,
};
