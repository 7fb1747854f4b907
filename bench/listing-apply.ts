// Times applyListing (filters, search and sort on the client, SPEC §4) over 10,000 generated
// products, the size of a large shop's full list. Targets: median ≤ 5 ms and p95 ≤ 10 ms per call.
// The products come from a seeded generator, so every run measures the same list.
//   node --import tsx bench/listing-apply.ts [runs]
import os from 'node:os';
import { applyListing } from '../src/domain/catalog/listing/applyListing';
import { parseListingQuery } from '../src/domain/catalog/listing/listingQuery';
import { toSearchText, type ListedProduct } from '../src/domain/catalog/listing/searchText';
import type { ProductSummary } from '../src/domain/catalog/types';
import { seededRandom } from '../server/seed/art/random';
import { reportFigure } from './report-figure';

const productCount = 10_000;
const runs = Number(process.argv[2] ?? 200);
const warmUpRuns = 20;
const targetMedianMs = 5;
const targetP95Ms = 10;

const random = seededRandom(20260105);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const some = <T>(items: readonly T[], min: number, max: number): T[] => {
  const count = min + Math.floor(random() * (max - min + 1));
  return [...new Set(Array.from({ length: count }, () => pick(items)))];
};
const money = (value: number) => Math.round(value * 100) / 100;

const categories = [
  ['hoodies', 'Hoodie'],
  ['t-shirts', 'T-Shirt'],
  ['jeans', 'Jeans'],
  ['jackets', 'Jacket'],
  ['shoes', 'Sneakers'],
  ['accessories', 'Scarf'],
  ['hats', 'Beanie'],
  ['socks', 'Socks'],
  ['sweaters', 'Sweater'],
  ['dresses', 'Dress'],
  ['shorts', 'Shorts'],
  ['bags', 'Backpack'],
] as const;
const colors = ['black', 'white', 'blue', 'red', 'green', 'grey', 'navy', 'beige', 'yellow', 'pink'];
const sizes = ['xs', 's', 'm', 'l', 'xl', 'xxl'];
const adjectives = ['Classic', 'Vintage', 'Urban', 'Essential', 'Premium', 'Relaxed', 'Slim', 'Oversized', 'Heritage', 'Everyday', 'Alpine', 'Coastal'];
const materials = ['Cotton', 'Organic Cotton', 'Wool', 'Linen', 'Denim', 'Fleece', 'Merino', 'Canvas', 'Leather', 'Recycled Polyester'];
const words = (
  'soft comfortable durable breathable lightweight warm cozy stylish modern timeless fabric stitching seams ' +
  'fit wash care machine cold tumble dry low iron made from sustainably sourced fibres designed for everyday ' +
  'wear layering weekend travel city outdoor trail season autumn winter spring summer pocket zip hood cuffs ' +
  'ribbed hem collar sleeve length relaxed tailored pairs well with jeans sneakers jacket knit woven brushed ' +
  'interior finish colourfast dye shrink resistant quality crafted workshop portugal italy europe recycled'
).split(' ');

function sentence(min: number, max: number): string {
  const text = some(words, min, max).join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function generate(index: number): ListedProduct {
  const [categorySlug, noun] = pick(categories);
  const material = pick(materials);
  const name = `${pick(adjectives)} ${material} ${noun}${random() < 0.3 ? ` ${100 + Math.floor(random() * 900)}` : ''}`;
  const variable = random() < 0.35;
  const base = 5 + random() * 250;
  const regular = variable ? Array.from({ length: 2 + Math.floor(random() * 4) }, () => money(base + random() * 50)) : [money(base)];
  const onSale = random() < 0.2;
  const sale = onSale ? regular.map((price) => money(price * (0.5 + random() * 0.4))) : [];
  const extraCategory = random() < 0.25 ? [pick(categories)[0]] : [];
  const terms = [
    ...(random() < 0.85 ? some(colors, 1, 4).map((slug) => ({ taxonomy: 'pa_color', slug })) : []),
    ...(random() < 0.75 ? some(sizes, 2, 6).map((slug) => ({ taxonomy: 'pa_size', slug })) : []),
  ];
  const rated = random() < 0.7;
  const summary: ProductSummary = {
    databaseId: index + 1,
    slug: name.toLowerCase().replace(/\s+/g, '-') + `-${index}`,
    name,
    type: variable ? 'VARIABLE' : 'SIMPLE',
    // The server answers newest first; ten minutes apart, some on the same minute.
    date: new Date(Date.UTC(2026, 0, 1) - Math.floor(index / 3) * 600_000).toISOString().slice(0, 19),
    image: null,
    prices: { price: onSale ? sale : regular, regular, sale },
    onSale,
    averageRating: rated ? money(1 + random() * 4) : 0,
    reviewCount: rated ? 1 + Math.floor(random() * 200) : 0,
    stockStatus: 'IN_STOCK',
    stockQuantity: null,
    categories: [...new Set([categorySlug, ...extraCategory])].map((slug, position) => ({ databaseId: position + 1, slug, name: slug })),
    terms,
  };
  const shortDescription = `<p>${sentence(12, 24)} <strong>${material}</strong> ${noun.toLowerCase()}.</p>`;
  const description = `<p>${sentence(25, 45)}</p><ul><li>${sentence(6, 10)}</li><li>${sentence(6, 10)}</li></ul><p>${sentence(25, 45)} &amp; ${sentence(10, 20)}</p>`;
  return { ...summary, searchText: toSearchText(name, shortDescription, description) };
}

const products = Array.from({ length: productCount }, (_, index) => generate(index));
const averageTextLength = products.reduce((sum, product) => sum + product.searchText.length, 0) / productCount;

const queries: [label: string, url: string][] = [
  ['category + price + colour', 'filter=category[hoodies],price[20,120],pa_color[blue]'],
  ['search term', 'search=organic cotton'],
  ['two typed letters', 'search=co'],
  ['sort by price', 'orderby=price&order=ASC'],
  ['all three', 'filter=category[hoodies,t-shirts],price[10,150],pa_color[blue,red]&search=cotton&orderby=price'],
  ['sale + rating, by discount', 'filter=rating[4],sale[true]&orderby=discount'],
  ['alphabetical, full list', 'orderby=alphabetically&order=ASC'],
];

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function time(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

const cpus = os.cpus();
console.log(`applyListing over ${productCount} products (search text ${averageTextLength.toFixed(0)} chars on average), ${runs} runs per query after ${warmUpRuns} warm-up runs`);
console.log(`machine: ${cpus.length} cores, ${cpus[0]?.model ?? 'unknown CPU'}, Node ${process.version}, ${os.platform()} ${os.arch()}`);

// A list's index is built on the first call, its search signatures on the first search and each
// sort order on its first use; all happen once per list, so they are shown apart, then left out.
const parsed = queries.map(([label, url]) => [label, parseListingQuery(new URLSearchParams(url))] as const);
const firstCalls: [label: string, url: string][] = [
  ['first filter (builds the index)', 'filter=category[hoodies]'],
  ['first search (signs texts)', 'search=cotton'],
  ['first sort by price', 'orderby=price&order=ASC'],
  ['first alphabetical sort', 'orderby=alphabetically&order=ASC'],
];
for (const [label, url] of firstCalls) {
  const query = parseListingQuery(new URLSearchParams(url));
  console.log(`${label.padEnd(32)} ${time(() => applyListing(products, query)).toFixed(2).padStart(6)} ms`);
}
// A list made anew per call (a category page filtering the full list each time) pays all of that
// on every call; this is the cost for one category's share of the products.
const scope = products.filter((product) => product.categories.some((category) => category.slug === 'hoodies'));
const scopeQuery = parseListingQuery(new URLSearchParams('search=cotton&orderby=alphabetically&order=ASC'));
console.log(`${`fresh list of ${scope.length}, search + sort`.padEnd(32)} ${time(() => applyListing(scope, scopeQuery)).toFixed(2).padStart(6)} ms`);

const all: number[] = [];
// The targets hold for every query, so the slowest query's figures decide (the overall ones are
// never above them).
let slowestMedian = 0;
let slowestP95 = 0;
for (const [label, query] of parsed) {
  let count = 0;
  for (let run = 0; run < warmUpRuns; run++) count = applyListing(products, query).length;
  const samples = Array.from({ length: runs }, () => time(() => applyListing(products, query))).sort((a, b) => a - b);
  all.push(...samples);
  const median = percentile(samples, 0.5);
  const p95 = percentile(samples, 0.95);
  slowestMedian = Math.max(slowestMedian, median);
  slowestP95 = Math.max(slowestP95, p95);
  console.log(`${label.padEnd(28)} ${String(count).padStart(6)} results   median ${median.toFixed(2).padStart(5)} ms   p95 ${p95.toFixed(2).padStart(5)} ms`);
}
all.sort((a, b) => a - b);
const median = percentile(all, 0.5);
const p95 = percentile(all, 0.95);
console.log(`${'overall'.padEnd(28)} ${''.padStart(6)}           median ${median.toFixed(2).padStart(5)} ms   p95 ${p95.toFixed(2).padStart(5)} ms`);
reportFigure({ name: 'applyListing median, slowest query', value: slowestMedian, unit: 'ms', atMost: targetMedianMs });
reportFigure({ name: 'applyListing p95, slowest query', value: slowestP95, unit: 'ms', atMost: targetP95Ms });
