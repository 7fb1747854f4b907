// A pair of crew socks, side view: ribbed cuff with two stripes, reinforced heel and toe.
import type { Palette } from './paint';
import type { Art } from './types';

const sock = 'M372 196H520L516 512C516 566 546 596 610 604L700 614C762 622 792 660 784 700C778 734 748 748 706 748H500C416 748 358 700 356 616Z';
const heel = 'M358 590C358 680 410 748 500 748H530C480 720 452 660 470 600C430 610 390 604 358 590Z';
const toe = 'M700 614C762 622 792 660 784 700C778 734 748 748 706 748C690 704 690 648 700 614Z';
const ribs = Array.from({ length: 9 }, (_, i) => `M${388 + i * 16} 206V296`).join('');

function oneSock(p: Palette, body: string, x: number, y: number): string {
  return `<g transform="translate(${x} ${y})">
<path d="${sock}" fill="${body}"/><path d="${sock}" fill="url(#over-shade-x)"/>
<path d="${heel}" fill="${p.darker}" opacity=".55"/><path d="${toe}" fill="${p.darker}" opacity=".55"/>
<path d="${ribs}" stroke="#000" stroke-width="4" opacity=".12"/>
<path d="M371 232H521" stroke="${p.ink}" stroke-width="14"/><path d="M370 258H521" stroke="${p.accent}" stroke-width="14"/>
<path d="M368 304H520" stroke="#000" stroke-width="4" opacity=".14"/>
<path d="M380 330C386 440 384 540 372 600" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".12"/></g>`;
}

export const socks: Art = {
  floor: 800,
  spread: 250,
  focus: [450, 300],
  setting: 'flatLay',
  mirror: true,
  draw: (p) => oneSock(p, p.dark, -10, -40) + oneSock(p, p.base, -70, 40),
};
