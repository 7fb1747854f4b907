// Over-ear headphones, front view: padded headband, steel sliders, ear cups in the product colour.
import type { Art } from './types';

function cup(x: number, inner: number): string {
  const shell = `M${x - 62} 560C${x - 62} 490 ${x - 40} 470 ${x} 470S${x + 62} 490 ${x + 62} 560V690C${x + 62} 750 ${x + 40} 770 ${x} 770S${x - 62} 750 ${x - 62} 690Z`;
  return `<rect x="${inner - 18}" y="500" width="36" height="240" rx="18" fill="#2a2d33"/>
<path d="${shell}" fill="url(#fill-diag)"/><path d="${shell}" fill="url(#over-shade-x)"/>
<path d="M${x - 36} 520C${x - 20} 504 ${x + 20} 504 ${x + 36} 520" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".3"/>
<ellipse cx="${x}" cy="615" rx="24" ry="24" fill="none" stroke="#000" stroke-width="4" opacity=".15"/>`;
}

export const headphones: Art = {
  floor: 790,
  spread: 260,
  focus: [690, 560],
  setting: 'plinth',
  mirror: true,
  draw: (p) => `
<path d="M290 470C290 220 710 220 710 470" fill="none" stroke="${p.darker}" stroke-width="48" stroke-linecap="round"/>
<path d="M290 470C290 220 710 220 710 470" fill="none" stroke="${p.base}" stroke-width="34" stroke-linecap="round"/>
<path d="M310 380C330 270 420 232 500 232S670 270 690 380" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".25"/>
<path d="M340 360C360 300 420 272 500 272S640 300 660 360" fill="none" stroke="#2a2d33" stroke-width="34" stroke-linecap="round"/>
<path d="M350 350C370 308 420 290 500 290" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".15"/>
<rect x="281" y="420" width="18" height="90" rx="9" fill="url(#metal-cyl)"/><rect x="701" y="420" width="18" height="90" rx="9" fill="url(#metal-cyl)"/>
<path d="M252 520C252 480 270 462 290 462S328 480 328 520M672 520C672 480 690 462 710 462S748 480 748 520" fill="none" stroke="url(#metal)" stroke-width="12" stroke-linecap="round"/>
${cup(290, 346)}${cup(710, 654)}`,
};
