// Turns the demo catalog (demo-catalog.ts) into a plan of rows: prices, stock, variations,
// attributes, images, reviews and custom fields, with every random choice drawn in order.
import type { Random } from './art/random';
import type { CatalogPlan, PlannedProduct, PlannedReview, PlannedVariation, ProductRow } from './catalog-plan';
import { categories, colors, sizes, type GroupSeed, type ProductSeed } from './demo-catalog';
import { planDemoDownload } from './demo-downloads';
import { drawReview, reviewers, type ReviewedProduct } from './demo-reviews';
import { groupDescription, kinds, longDescription, shortDescription } from './demo-texts';
import { ImagePlan } from './image-plan';
import { slugify } from '../domain/catalog/slug';

const colorBySlug = new Map(colors.map((color) => [color.slug, color]));
const sizeBySlug = new Map(sizes.map((size) => [size.slug, size]));

/** A product colour given as a pa_color slug or as a hex value. */
const hexOf = (color: string) => colorBySlug.get(color)?.hex ?? color;

const skuPrefix: Record<string, string> = {
  hoodies: 'HD',
  't-shirts': 'TS',
  'caps-hats': 'CH',
  shoes: 'SH',
  bags: 'BG',
  accessories: 'AC',
  'home-living': 'HL',
  music: 'MU',
  books: 'BK',
  audio: 'AU',
};

// The newest product is dated here and older ones step back from it: fixed dates keep the
// seed's output identical from run to run.
export const newestProductDate = Date.UTC(2025, 9, 1, 9, 0, 0);
const day = 86_400_000;

const integerBetween = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

function sizeLabel(slug: string): string {
  return sizeBySlug.get(slug)?.name ?? slug.toUpperCase();
}

function planImages(seed: ProductSeed, slug: string, imageSeed: number, random: Random, images: ImagePlan) {
  const hex = hexOf(seed.color);
  const main = images.add({ kind: 'product', spec: { art: seed.art, color: hex, seed: imageSeed, view: 0 } }, slug, seed.name, seed.name);
  const galleryCount = integerBetween(random, 1, 3);
  const views: { view: 0 | 1 | 2; background?: string; label: string }[] = [
    { view: 1, label: 'styled' },
    { view: 2, label: 'detail' },
    { view: 0, background: '#e7e5e4', label: 'studio' },
  ];
  const gallery = views.slice(0, galleryCount).map(({ view, background, label }) =>
    images.add(
      { kind: 'product', spec: { art: seed.art, color: hex, seed: imageSeed, view, background } },
      `${slug}-${label}`,
      `${seed.name} – ${label} view`,
      seed.name,
    ),
  );
  return { main, gallery };
}

function planVariations(seed: ProductSeed, slug: string, sku: string, imageSeed: number, images: ImagePlan): PlannedVariation[] {
  const plan = seed.variations!;
  const sizesOf = plan.sizes ?? [null];
  const variations: PlannedVariation[] = [];
  for (const color of plan.colors) {
    const colorName = colorBySlug.get(color)!.name;
    const imageKey =
      plan.colors.length > 1
        ? images.add(
            { kind: 'product', spec: { art: seed.art, color: hexOf(color), seed: imageSeed, view: 0 } },
            `${slug}-${color}`,
            `${seed.name} in ${colorName}`,
            `${seed.name} – ${colorName}`,
          )
        : null;
    for (const size of sizesOf) {
      const combination = size ? `${color}/${size}` : color;
      if (plan.missing?.includes(combination)) continue;
      const surcharge = size ? (plan.surcharge?.[size] ?? 0) : 0;
      const onSale = plan.saleColors?.includes(color) && seed.sale;
      const own = plan.ownStock?.[combination];
      const soldOut = plan.soldOut?.includes(combination);
      const label = size ? `${colorName}, ${sizeLabel(size)}` : colorName;
      const attributes = [{ name: 'pa_color', value: color }, ...(size ? [{ name: 'pa_size', value: size }] : [])];
      variations.push({
        imageKey,
        row: {
          menuOrder: variations.length,
          name: `${seed.name} - ${label}`,
          slug: slugify(`${slug} ${color} ${size ?? ''}`),
          sku: `${sku}-${[color, size].filter(Boolean).join('-').toUpperCase()}`,
          regularPrice: seed.price + surcharge,
          salePrice: onSale ? seed.sale!.price + surcharge : null,
          saleFrom: onSale && seed.sale!.from ? new Date(seed.sale!.from) : null,
          saleTo: onSale && seed.sale!.to ? new Date(seed.sale!.to) : null,
          manageStock: own !== undefined || soldOut === true,
          stockQuantity: soldOut ? 0 : (own ?? null),
          stockStatus: soldOut ? 'outofstock' : 'instock',
          lowStockAmount: own !== undefined ? 5 : null,
          attributes,
        },
      });
    }
  }
  return variations;
}

const reviewedProduct = (seed: ProductSeed): ReviewedProduct => ({ name: seed.name, kind: seed.categories[0] ?? 'other' });

function planReviews(product: ReviewedProduct, productDate: number, random: Random, featured: boolean): PlannedReview[] {
  if (!featured && random() < 0.25) return [];
  const count = featured ? integerBetween(random, 6, 10) : integerBetween(random, 1, 5);
  const start = integerBetween(random, 0, reviewers.length - 1);
  const said = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const authorName = reviewers[(start + index * 7) % reviewers.length]!;
    const review = drawReview(authorName, product, said, random, () => new Date(productDate + integerBetween(random, 1, 90) * day + integerBetween(random, 0, 23) * 3_600_000));
    said.add(review.content);
    return review;
  });
}

function planProduct(seed: ProductSeed, index: number, random: Random, images: ImagePlan): PlannedProduct {
  const slug = slugify(seed.name);
  const category = seed.categories[0]!;
  const sku = `${skuPrefix[category]}-${String(index + 1).padStart(3, '0')}`;
  const imageSeed = 1000 + index * 17;
  const kind = kinds[seed.art];
  const createdAt = new Date(newestProductDate - index * 3 * day - integerBetween(random, 0, 20) * 3_600_000);
  const { main, gallery } = planImages(seed, slug, imageSeed, random, images);
  const type = seed.variations ? 'variable' : seed.external ? 'external' : 'simple';
  const simple = type !== 'variable';
  const virtual = seed.virtual ?? false;
  // Simple physical goods count their stock unless the catalog says otherwise.
  const stockQuantity = seed.stock ? (seed.stock.quantity ?? null) : type === 'simple' && !virtual ? integerBetween(random, 8, 60) : null;

  const row: ProductRow = {
    type,
    catalogVisibility: seed.hidden ? 'hidden' : 'visible',
    featured: seed.featured ?? false,
    name: seed.name,
    slug,
    sku,
    description: longDescription(seed.intro, kind, seed.extraHtml),
    shortDescription: shortDescription(seed.short),
    regularPrice: simple ? seed.price : null,
    salePrice: simple && seed.sale ? seed.sale.price : null,
    saleFrom: simple && seed.sale?.from ? new Date(seed.sale.from) : null,
    saleTo: simple && seed.sale?.to ? new Date(seed.sale.to) : null,
    manageStock: stockQuantity !== null,
    stockQuantity,
    stockStatus: seed.stock?.status ?? (stockQuantity === 0 ? 'outofstock' : 'instock'),
    backorders: seed.stock?.status === 'onbackorder' ? 'notify' : 'no',
    lowStockAmount: seed.stock?.low ?? null,
    virtual,
    downloadable: seed.download !== undefined,
    downloadLimit: seed.download ? 5 : null,
    downloadExpiryDays: seed.download ? 30 : null,
    weight: virtual ? null : kind.weight,
    length: virtual ? null : kind.dimensions[0],
    width: virtual ? null : kind.dimensions[1],
    height: virtual ? null : kind.dimensions[2],
    externalUrl: seed.external?.url ?? null,
    buttonText: seed.external?.button ?? null,
    menuOrder: index,
    totalSales: integerBetween(random, 0, 400) + (seed.featured ? 300 : 0),
    defaultAttributes: seed.variations?.default
      ? [
          { name: 'pa_color', value: seed.variations.default.color },
          ...(seed.variations.default.size ? [{ name: 'pa_size', value: seed.variations.default.size }] : []),
        ]
      : [],
    createdAt,
    modifiedAt: new Date(createdAt.getTime() + integerBetween(random, 0, 30) * day),
  };

  const productColors = seed.variations?.colors ?? (colorBySlug.has(seed.color) ? [seed.color] : []);
  const productSizes = seed.variations?.sizes ?? [];
  const attributes = [
    ...(productColors.length ? [{ name: 'pa_color', isTaxonomy: true, options: [], variation: type === 'variable', visible: true }] : []),
    ...(productSizes.length ? [{ name: 'pa_size', isTaxonomy: true, options: [], variation: true, visible: true }] : []),
    ...(seed.material ? [{ name: 'Material', isTaxonomy: false, options: seed.material, variation: false, visible: true }] : []),
  ];

  return {
    row,
    imageKey: main,
    galleryKeys: gallery,
    termKeys: [
      ...seed.categories.map((slug) => `product_cat:${slug}`),
      ...productColors.map((color) => `pa_color:${color}`),
      ...productSizes.map((size) => `pa_size:${size}`),
    ],
    attributes,
    variations: seed.variations ? planVariations(seed, slug, sku, imageSeed, images) : [],
    meta: [...Object.entries(kind.meta), ['_seed_source', 'demo']],
    downloads: seed.download ? [planDemoDownload(seed, seed.download, () => images.bytes(main))] : [],
    reviews: seed.virtual && seed.hidden ? [] : planReviews(reviewedProduct(seed), createdAt.getTime(), random, seed.featured ?? false),
    children: [],
  };
}

/**
 * A grouped product over planned products. It has no price or stock of its own (both roll up from
 * its children on read) and shows its children's pictures, so it adds no image to render. Groups
 * are dated before every other product, so they leave the order of the newest products as it was.
 */
function planGroup(seed: GroupSeed, index: number, planned: readonly PlannedProduct[], random: Random): PlannedProduct {
  const byName = new Map(planned.map((product) => [product.row.name, product]));
  const children = seed.children.map((name) => {
    const child = byName.get(name);
    if (!child) throw new Error(`group "${seed.name}": no product "${name}"`);
    return child;
  });
  const createdAt = new Date(newestProductDate - (planned.length + index + 1) * 3 * day);
  return {
    row: {
      type: 'grouped',
      name: seed.name,
      slug: slugify(seed.name),
      sku: `GR-${String(index + 1).padStart(3, '0')}`,
      description: groupDescription(seed.intro, seed.children),
      shortDescription: shortDescription(seed.short),
      menuOrder: planned.length + index,
      createdAt,
      modifiedAt: createdAt,
    },
    imageKey: children[0]!.imageKey,
    galleryKeys: children.slice(1).flatMap((child) => (child.imageKey ? [child.imageKey] : [])),
    termKeys: seed.categories.map((slug) => `product_cat:${slug}`),
    attributes: [],
    variations: [],
    meta: [['_seed_source', 'demo']],
    downloads: [],
    reviews: planReviews({ name: seed.name, kind: 'other' }, createdAt.getTime(), random, false),
    children: children.map((child) => child.row.slug),
  };
}

/** The demo shop's global attributes, labelled in its other languages too. */
export const demoAttributes = [
  { name: 'color', label: 'Color', labels: { de_DE: 'Farbe', es_ES: 'Color', fr_FR: 'Couleur', it_IT: 'Colore', pt_BR: 'Cor' } },
  { name: 'size', label: 'Size', labels: { de_DE: 'Größe', es_ES: 'Talla', fr_FR: 'Taille', it_IT: 'Taglia', pt_BR: 'Tamanho' } },
];

export function planDemoCatalog(random: Random, seeds: readonly ProductSeed[], groupSeeds: readonly GroupSeed[]): CatalogPlan {
  const images = new ImagePlan();
  const terms = [
    ...categories.map((category, index) => ({
      taxonomy: 'product_cat',
      slug: category.slug,
      name: category.name,
      description: category.description,
      menuOrder: index,
      imageKey: images.add(
        { kind: 'category', spec: { art: category.art, color: category.color, seed: 500 + index } },
        `category-${category.slug}`,
        category.name,
        category.name,
      ),
    })),
    ...colors.map((color, index) => ({ taxonomy: 'pa_color', slug: color.slug, name: color.name, names: color.names, description: '', menuOrder: index, imageKey: null })),
    ...sizes.map((size, index) => ({ taxonomy: 'pa_size', slug: size.slug, name: size.name, description: '', menuOrder: index, imageKey: null })),
  ];
  const planned = seeds.map((seed, index) => planProduct(seed, index, random, images));
  return {
    attributeTaxonomies: demoAttributes,
    terms,
    products: [...planned, ...groupSeeds.map((seed, index) => planGroup(seed, index, planned, random))],
    images,
  };
}
