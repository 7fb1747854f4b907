// A snake plant in a ceramic pot of the product colour; the seed varies the leaves.
import { between, type Random } from './random';
import type { Art } from './types';

const leafGreens = ['#2f6b3c', '#3b7d47', '#2a5e36', '#467f3f', '#356f41'];

/** A tall pointed leaf from the soil at `x`, leaning by `lean`, with a pale yellow-green edge. */
function leaf(x: number, lean: number, height: number, width: number, color: string): string {
  const tipX = x + lean;
  const tipY = 600 - height;
  const d = `M${x - width} 600C${x - width * 1.1} ${600 - height * 0.5} ${tipX - width * 0.4} ${tipY + height * 0.2} ${tipX} ${tipY}C${tipX + width * 0.5} ${tipY + height * 0.2} ${x + width * 1.1} ${600 - height * 0.5} ${x + width} 600Z`;
  return `<path d="${d}" fill="${color}" stroke="#b9c86a" stroke-width="5"/>
<path d="M${x} 596C${x + lean * 0.3} ${600 - height * 0.5} ${tipX - lean * 0.1} ${tipY + height * 0.25} ${tipX} ${tipY + 8}" fill="none" stroke="#000" stroke-width="3" opacity=".12"/>`;
}

function leaves(random: Random): string {
  const spec: Array<[number, number, number, number]> = [
    [440, -90, 300, 30], [560, 80, 320, 30], [470, -30, 400, 34], [530, 40, 380, 34], [500, between(random, -20, 20), 440, 36],
  ];
  return spec
    .map(([x, lean, height, width], i) => leaf(x, lean + between(random, -14, 14), height + between(random, -30, 20), width, leafGreens[i]))
    .join('');
}

export const plant: Art = {
  floor: 812,
  spread: 200,
  focus: [520, 560],
  setting: 'plinth',
  mirror: true,
  draw: (p, random) => `
<ellipse cx="500" cy="580" rx="150" ry="30" fill="${p.darker}"/>
<ellipse cx="500" cy="588" rx="136" ry="22" fill="#3b2a20"/>
${leaves(random)}
<path d="M370 600L398 790C400 806 440 814 500 814S600 806 602 790L630 600Z" fill="url(#fill-cyl)"/>
<path d="M350 580A150 30 0 0 0 650 580V630A150 30 0 0 1 350 630Z" fill="url(#fill-cyl)"/>
<path d="M350 580A150 30 0 0 0 650 580" fill="none" stroke="${p.light}" stroke-width="4"/>
<path d="M392 700C394 740 398 770 402 790" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".16"/>`,
};
