// Every kind of product the demo catalogue can picture, one drawing per file.
import { bag } from './bag';
import { beanie } from './beanie';
import { book } from './book';
import { candle } from './candle';
import { cap } from './cap';
import { headphones } from './headphones';
import { hoodie } from './hoodie';
import { mug } from './mug';
import { plant } from './plant';
import { poster } from './poster';
import { sneaker } from './sneaker';
import { socks } from './socks';
import { sunglasses } from './sunglasses';
import { tshirt } from './tshirt';
import type { Art } from './types';
import { vinyl } from './vinyl';
import { watch } from './watch';

export const arts = {
  hoodie,
  tshirt,
  cap,
  beanie,
  sneaker,
  bag,
  mug,
  poster,
  headphones,
  vinyl,
  book,
  socks,
  watch,
  sunglasses,
  plant,
  candle,
} satisfies Record<string, Art>;

export type ProductArt = keyof typeof arts;
