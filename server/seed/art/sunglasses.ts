// Wayfarer-style sunglasses, front view: frame in the product colour, tinted lenses with a reflection.
import { shade } from './color';
import type { Art } from './types';

const lens = 'M236 430C234 404 250 392 278 392H444C470 392 484 404 480 432L468 528C462 570 438 590 398 590H320C278 590 256 568 252 530Z';

export const sunglasses: Art = {
  floor: 614,
  spread: 280,
  focus: [430, 470],
  setting: 'plinth',
  mirror: true,
  draw: (p) => {
    const tint = `<defs><linearGradient id="lens" x2="0" y2="1"><stop offset="0" stop-color="${shade(p.base, -0.78)}"/><stop offset="1" stop-color="${shade(p.base, -0.42)}"/></linearGradient></defs>`;
    const pair = (d: string) => `<path d="${d}" fill="url(#lens)"/>
<path d="${d}" fill="none" stroke="${p.base}" stroke-width="22" stroke-linejoin="round"/>
<path d="M236 430C234 404 250 392 278 392H444C470 392 484 404 480 432L478 444C420 420 300 420 238 444Z" fill="${p.dark}" opacity=".7"/>
<path d="M300 440L350 440L290 560L260 540Z M370 440L392 440L330 570L312 566Z" fill="#fff" opacity=".14"/>`;
    return `${tint}
<path d="M236 402L178 396L176 412L234 426Z" fill="${p.dark}"/><path d="M764 402L822 396L824 412L766 426Z" fill="${p.dark}"/>
${pair(lens)}
<g transform="translate(1000 0) scale(-1 1)">${pair(lens)}</g>
<path d="M478 424C486 404 514 404 522 424" fill="none" stroke="${p.base}" stroke-width="20" stroke-linecap="round"/>
<path d="M228 396H772" stroke="${p.base}" stroke-width="26" stroke-linecap="round"/>
<path d="M236 390H764" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".3"/>
<g fill="url(#metal)"><circle cx="250" cy="412" r="6"/><circle cx="750" cy="412" r="6"/></g>`;
  },
};
