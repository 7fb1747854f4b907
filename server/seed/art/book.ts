// A hardcover book standing upright, seen slightly from the spine side, with a simple cover design.
import { mix } from './color';
import { between } from './random';
import type { Art } from './types';

const cover = 'M380 196L680 226V784L380 806Z';
const spine = 'M318 214L380 196V806L318 790Z';
const pages = 'M680 226L692 236V776L680 784Z';

export const book: Art = {
  floor: 808,
  spread: 230,
  focus: [520, 360],
  setting: 'plinth',
  mirror: true,
  draw: (p, random) => {
    const titleWidth = between(random, 150, 210);
    return `
<path d="${pages}" fill="#ece6da"/>
<path d="M682 260V760M686 262V758" stroke="#c9c0b0" stroke-width="1.5"/>
<path d="${spine}" fill="${p.dark}"/>
<path d="M330 262L370 252M330 740L370 748" stroke="${mix(p.accent, '#ffffff', 0.2)}" stroke-width="6"/>
<path d="${cover}" fill="${p.base}"/>
<path d="${cover}" fill="url(#over-shine)"/>
<path d="${cover}" fill="url(#over-shade-y)"/>
<path d="M392 198L404 199V805L392 806Z" fill="#000" opacity=".16"/>
<path d="M440 300L${440 + titleWidth} ${300 + titleWidth * 0.1}" stroke="${p.ink}" stroke-width="22" stroke-linecap="round"/>
<path d="M440 342L${420 + titleWidth * 0.7} ${342 + titleWidth * 0.07}" stroke="${p.ink}" stroke-width="12" stroke-linecap="round" opacity=".7"/>
<circle cx="530" cy="540" r="90" fill="${p.accent}"/>
<path d="M440 540A90 90 0 0 0 620 540Z" fill="${p.dark}" opacity=".85"/>
<path d="M440 540H620" stroke="${p.ink}" stroke-width="4" opacity=".6"/>
<path d="M440 720L600 730" stroke="${p.ink}" stroke-width="8" stroke-linecap="round" opacity=".6"/>`;
  },
};
