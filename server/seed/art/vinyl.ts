// A vinyl record half out of its printed sleeve.
import { mix } from './color';
import type { Art } from './types';

const grooves = Array.from({ length: 14 }, (_, i) => `<circle cx="640" cy="500" r="${88 + i * 8}"/>`).join('');

export const vinyl: Art = {
  floor: 700,
  spread: 300,
  focus: [660, 470],
  setting: 'flatLay',
  mirror: true,
  draw: (p) => `
<circle cx="640" cy="500" r="200" fill="#16171a"/>
<g fill="none" stroke="#2c2e33" stroke-width="2">${grooves}</g>
<path d="M640 500L780 360A198 198 0 0 1 836 460ZM640 500L500 640A198 198 0 0 1 444 540Z" fill="#fff" opacity=".08"/>
<circle cx="640" cy="500" r="66" fill="${p.accent}"/>
<circle cx="640" cy="500" r="66" fill="url(#over-shade-x)"/>
<path d="M600 478H680M610 494H670" stroke="${mix(p.accent, '#000000', 0.45)}" stroke-width="5" stroke-linecap="round"/>
<circle cx="640" cy="500" r="7" fill="#f1ede6"/>
<rect x="160" y="300" width="400" height="400" rx="6" fill="${p.base}"/>
<rect x="160" y="300" width="400" height="400" rx="6" fill="url(#over-shine)"/>
<g fill="none" stroke="${p.ink}" stroke-width="10" opacity=".85">
<circle cx="360" cy="470" r="110"/><circle cx="360" cy="470" r="74" opacity=".6"/><circle cx="360" cy="470" r="38" opacity=".35"/></g>
<rect x="220" y="620" width="150" height="14" rx="7" fill="${p.ink}" opacity=".85"/>
<rect x="220" y="646" width="96" height="10" rx="5" fill="${p.ink}" opacity=".5"/>
<path d="M556 300V700" stroke="#000" stroke-width="8" opacity=".12"/>`,
};
