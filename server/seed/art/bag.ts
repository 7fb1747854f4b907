// A structured canvas tote with two handles, a stitched hem and a front pocket.
import type { Art } from './types';

const body = 'M292 420H708L736 792C737 808 726 818 710 818H290C274 818 263 808 264 792Z';
const pocket = 'M386 600H614V742C614 750 608 756 600 756H400C392 756 386 750 386 742Z';

export const bag: Art = {
  floor: 818,
  spread: 280,
  focus: [560, 470],
  setting: 'plinth',
  mirror: true,
  draw: (p) => `
<path d="M410 424C410 210 590 210 590 424" fill="none" stroke="${p.darker}" stroke-width="30"/>
<path d="${body}" fill="url(#fill-diag)"/>
<path d="M292 420H708L710 446H290Z" fill="#000" opacity=".12"/>
<path d="M298 462H702M290 790H710" fill="none" stroke="${p.darker}" stroke-width="3" stroke-dasharray="10 7" opacity=".55"/>
<path d="${body}" fill="url(#over-shade-x)"/>
<path d="${pocket}" fill="${p.base}"/><path d="${pocket}" fill="url(#over-shade-y)"/>
<path d="M386 600H614" stroke="${p.darker}" stroke-width="6" opacity=".35"/>
<path d="M396 614H604M500 614V752" fill="none" stroke="${p.darker}" stroke-width="3" stroke-dasharray="8 6" opacity=".55"/>
<path d="M360 430C360 170 640 170 640 430" fill="none" stroke="${p.dark}" stroke-width="32"/>
<path d="M360 430C360 170 640 170 640 430" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="8 6" opacity=".6"/>
<g fill="${p.darker}"><rect x="336" y="412" width="48" height="62" rx="8"/><rect x="616" y="412" width="48" height="62" rx="8"/></g>
<g fill="url(#metal)"><circle cx="360" cy="452" r="8"/><circle cx="640" cy="452" r="8"/></g>
<rect x="456" y="508" width="88" height="40" rx="8" fill="${p.ink}" opacity=".9"/>`,
};
