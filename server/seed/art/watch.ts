// An analogue wristwatch, front view: leather strap in the product colour, steel case, hands at 10:10.
import type { Art } from './types';

const indexes = Array.from({ length: 12 }, (_, i) => {
  const long = i % 3 === 0;
  return `<rect x="497" y="${long ? 388 : 392}" width="6" height="${long ? 30 : 18}" rx="3" transform="rotate(${i * 30} 500 500)"/>`;
}).join('');
const holes = [700, 736, 772].map((y) => `<ellipse cx="500" cy="${y}" rx="7" ry="8"/>`).join('');

export const watch: Art = {
  floor: 888,
  spread: 170,
  focus: [540, 470],
  setting: 'plinth',
  mirror: false,
  draw: (p) => `
<path d="M428 120H572L566 380H434Z" fill="url(#fill-vert)"/><path d="M428 120H572L566 380H434Z" fill="url(#over-shade-x)"/>
<path d="M434 620H566L572 862C572 876 562 884 548 884H452C438 884 428 876 428 862Z" fill="url(#fill-vert)"/>
<path d="M434 620H566L572 862C572 876 562 884 548 884H452C438 884 428 876 428 862Z" fill="url(#over-shade-x)"/>
<path d="M432 150H568M431 170H569M438 840H562" stroke="${p.darker}" stroke-width="3" stroke-dasharray="7 6" opacity=".5" fill="none"/>
<g fill="${p.darker}">${holes}</g>
<rect x="426" y="200" width="148" height="26" rx="6" fill="${p.dark}"/>
<path d="M420 346H580L566 392H434ZM434 608H566L580 654H420Z" fill="url(#metal)"/>
<rect x="654" y="478" width="30" height="44" rx="8" fill="url(#metal-cyl)"/>
<circle cx="500" cy="500" r="162" fill="url(#metal)"/>
<circle cx="500" cy="500" r="146" fill="#2b2f36"/>
<circle cx="500" cy="500" r="138" fill="#f7f5f0"/>
<circle cx="500" cy="500" r="138" fill="url(#over-shade-y)"/>
<g fill="#2b2f36">${indexes}</g>
<rect x="470" y="560" width="60" height="10" rx="5" fill="${p.base}" opacity=".8"/>
<rect x="495" y="420" width="10" height="92" rx="5" fill="#2b2f36" transform="rotate(-60 500 500)"/>
<rect x="496" y="386" width="8" height="126" rx="4" fill="#2b2f36" transform="rotate(60 500 500)"/>
<rect x="498.5" y="382" width="3" height="150" rx="1.5" fill="${p.base}" transform="rotate(160 500 500)"/>
<circle cx="500" cy="500" r="10" fill="#2b2f36"/><circle cx="500" cy="500" r="4" fill="${p.base}"/>
<path d="M380 420A138 138 0 0 1 560 378L548 396A120 120 0 0 0 396 430Z" fill="#fff" opacity=".35"/>`,
};
