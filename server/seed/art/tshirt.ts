// A crew-neck T-shirt, front view, floating as if on an invisible mannequin.
import type { Art } from './types';

const outline =
  'M428 198C450 246 550 246 572 198L666 222C716 238 766 268 812 304L762 438C736 432 712 422 694 410' +
  'L698 790C600 808 400 808 302 790L306 410C288 422 264 432 238 438L188 304C234 268 284 238 334 222Z';

export const tshirt: Art = {
  floor: 860,
  spread: 250,
  focus: [500, 300],
  setting: 'flatLay',
  mirror: true,
  draw: (p) => `
<path d="M428 198C452 184 548 184 572 198C552 232 448 232 428 198Z" fill="${p.darker}"/>
<path d="${outline}" fill="${p.base}"/>
<path d="${outline}" fill="url(#over-shade-x)"/>
<path d="${outline}" fill="url(#over-shade-y)"/>
<path d="M306 410C340 520 336 680 302 790L330 792C360 660 356 520 306 410Z" fill="#000" opacity=".07"/>
<path d="M694 410C660 520 664 680 698 790L670 792C640 660 644 520 694 410Z" fill="#000" opacity=".1"/>
<path d="M380 560C430 600 470 660 480 780L500 782C490 660 450 596 380 560Z" fill="#000" opacity=".05"/>
<path d="M428 198C450 246 550 246 572 198" fill="none" stroke="${p.dark}" stroke-width="18"/>
<path d="M428 198C450 246 550 246 572 198" fill="none" stroke="${p.light}" stroke-width="2" opacity=".5" transform="translate(0 8)"/>
<g fill="none" stroke="${p.dark}" stroke-width="3" opacity=".55">
<path d="M334 222C322 300 312 360 306 410M666 222C678 300 688 360 694 410"/>
<path d="M244 420C268 414 288 406 306 396M756 420C732 414 712 406 694 396M304 772C400 788 600 788 696 772" stroke-dasharray="9 7"/></g>
<circle cx="590" cy="320" r="20" fill="none" stroke="${p.ink}" stroke-width="6" opacity=".8"/>`,
};
