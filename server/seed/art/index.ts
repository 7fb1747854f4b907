// Every kind of product the demo catalogue can picture, one drawing per file.
import { beanie } from './beanie';
import { cap } from './cap';
import { hoodie } from './hoodie';
import { mug } from './mug';
import { sneaker } from './sneaker';
import { tshirt } from './tshirt';
import type { Art } from './types';
import { watch } from './watch';

export const arts = {
  hoodie,
  tshirt,
  cap,
  beanie,
  sneaker,
  mug,
  watch,
} satisfies Record<string, Art>;

export type ProductArt = keyof typeof arts;
