// Renders the demo catalogue's product and category pictures locally (the demo has no internet):
// an SVG illustration per kind of product, staged as a studio shot and rasterised by sharp.
// Same spec, same bytes: the seed drives every variation and nothing reads the clock.
import sharp from 'sharp';
import { arts, type ProductArt } from './art';
import { isHexColor } from './art/color';
import { palette } from './art/paint';
import { seededRandom } from './art/random';
import { categoryScene, productScene } from './art/scene';

export type { ProductArt } from './art';

export interface ImageSpec {
  art: ProductArt;
  /** The product's own colour, as #rrggbb. */
  color: string;
  /** The studio backdrop, as #rrggbb; by default a pale tint of the product colour. */
  background?: string;
  seed: number;
  /** Gallery variant: 0 the hero shot, 1 a styled shot, 2 a close-up. */
  view?: 0 | 1 | 2;
}

function checkColor(name: string, value: string | undefined): void {
  if (value !== undefined && !isHexColor(value)) throw new Error(`${name} must be #rrggbb, got ${value}`);
}

// Effort 1 keeps an encode near 40 ms at 1536 px (effort 4, the default, takes twice as long for
// some 20% fewer bytes) and a seeded catalogue renders hundreds of these. The drawing preset
// suits flat art and avoids a visible chroma band in the soft backdrop gradients.
function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 82, effort: 1, preset: 'drawing' }).toBuffer();
}

export function renderProductImage(spec: ImageSpec): Promise<Buffer> {
  checkColor('color', spec.color);
  checkColor('background', spec.background);
  const svg = productScene(arts[spec.art], palette(spec.color), spec.view ?? 0, spec.background, seededRandom(spec.seed));
  return rasterise(svg);
}

export function renderCategoryImage(spec: { art: ProductArt; color: string; seed: number }): Promise<Buffer> {
  checkColor('color', spec.color);
  return rasterise(categoryScene(arts[spec.art], palette(spec.color), seededRandom(spec.seed)));
}
