// A low-top court sneaker in side view, toe to the right: coloured upper, white cupsole and laces.
import type { Art } from './types';

const upper = 'M196 690C184 620 186 520 200 446C240 436 290 450 330 478C360 498 400 496 430 470L452 400C458 380 490 372 510 384L532 432C600 480 672 548 744 596C800 612 860 640 862 690Z';
const heelCounter = 'M196 690C184 620 186 520 200 446C228 440 256 446 282 458C262 540 266 630 300 690Z';
const eyestay = 'M430 470L452 400C458 380 490 372 510 384L532 432C588 472 640 520 700 566C676 584 650 590 632 588C586 540 510 494 430 470Z';
const toeCap = 'M744 596C800 612 860 640 862 690H716C700 650 712 616 744 596Z';
const sole = 'M178 684V724C178 746 194 760 218 760H730C804 760 856 746 876 714C884 698 878 684 860 682Z';
const lacePoints: Array<[number, number]> = [[486, 432], [526, 464], [566, 498], [606, 532], [646, 564]];

export const sneaker: Art = {
  floor: 762,
  spread: 330,
  focus: [540, 470],
  setting: 'plinth',
  mirror: true,
  draw: (p) => `
<path d="${upper}" fill="url(#fill-diag)"/>
<path d="${toeCap}" fill="${p.dark}"/>
<path d="${heelCounter}" fill="${p.dark}"/>
<rect x="186" y="414" width="30" height="64" rx="12" fill="${p.accent}" transform="rotate(-6 200 446)"/>
<path d="${eyestay}" fill="${p.dark}"/>
<path d="M326 652C420 586 540 556 660 574C560 590 470 626 400 668Z" fill="${p.ink}" opacity=".92"/>
<path d="M200 446C240 436 290 450 330 478C360 498 400 496 430 470" fill="none" stroke="${p.darker}" stroke-width="16" stroke-linecap="round"/>
<path d="M458 392C466 378 494 374 508 386L518 404C500 398 476 398 462 406Z" fill="${p.lighter}"/>
<path d="M300 668C420 668 560 672 716 676M286 470C270 550 272 620 300 668M744 600C716 620 710 650 716 676" fill="none" stroke="${p.darker}" stroke-width="3" stroke-dasharray="8 6" opacity=".5"/>
<g fill="${p.darker}">${lacePoints.map(([x, y]) => `<circle cx="${x - 10}" cy="${y + 16}" r="6"/>`).join('')}</g>
<g stroke="#f8f8f6" stroke-width="13" stroke-linecap="round">${lacePoints.map(([x, y]) => `<path d="M${x - 10} ${y + 16}L${x + 18} ${y - 14}"/>`).join('')}</g>
<path d="M470 440C456 476 440 500 420 512" fill="none" stroke="#f8f8f6" stroke-width="9" stroke-linecap="round"/>
<path d="${sole}" fill="#f6f4f0"/><path d="${sole}" fill="url(#over-shade-y)"/>
<path d="M182 700H866" stroke="#d8d3cb" stroke-width="3"/>
<path d="M180 744C192 756 206 760 218 760H730C804 760 856 746 876 714" fill="none" stroke="${p.dark}" stroke-width="8" opacity=".35"/>`,
};
