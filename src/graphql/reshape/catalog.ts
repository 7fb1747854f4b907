// Turns WooGraphQL answers into the storefront's catalog shapes (domain/catalog/types.ts). Works on the
// operations' generated types, so a changed operation shows up here as a type error.
import type { GetProductQuery, ImageFragment, ProductCardFragment } from '../generated/graphql';
import type {
  Category,
  GroupedProduct,
  ImageData,
  Prices,
  ProductAttribute,
  ProductDetail,
  ProductSummary,
  ProductType,
  Review,
  StockStatus,
  Variation,
  VariationAttribute,
} from '../../domain/catalog/types';
import { parseFormattedPrices } from './formattedPrices';

/** Every key of any member of a union, optional: reads product fields whatever the product type. */
type AnyOf<U> = { [K in U extends unknown ? keyof U : never]?: U extends { [P in K]?: infer V } ? V : never };

type ApiProductDetail = NonNullable<GetProductQuery['product']>;
type ApiCategory = {
  databaseId: number;
  slug: string | null;
  name: string | null;
  count: number | null;
  description?: string | null;
  image: ImageFragment | null;
};

const productTypes: readonly ProductType[] = ['SIMPLE', 'VARIABLE', 'EXTERNAL', 'GROUPED'];
const stockStatuses: readonly StockStatus[] = ['IN_STOCK', 'OUT_OF_STOCK', 'ON_BACKORDER'];

function reshapeImage(image: ImageFragment | null | undefined, fallbackAlt: string): ImageData | null {
  if (!image?.sourceUrl) return null;
  return { src: image.sourceUrl, alt: image.altText || image.title || fallbackAlt };
}

function reshapePrices(shown: { price?: string | null; regularPrice?: string | null; salePrice?: string | null }): Prices {
  return {
    price: parseFormattedPrices(shown.price),
    regular: parseFormattedPrices(shown.regularPrice),
    sale: parseFormattedPrices(shown.salePrice),
  };
}

export function stockStatusOf(value: string | null | undefined): StockStatus | null {
  return stockStatuses.find((status) => status === value) ?? null;
}

export function reshapeProductSummary(node: ProductCardFragment): ProductSummary {
  const product = node as AnyOf<ProductCardFragment>;
  const name = product.name ?? '';
  const type = productTypes.find((known) => known === product.type) ?? 'SIMPLE';
  const prices = reshapePrices(product);
  return {
    databaseId: node.databaseId,
    slug: product.slug ?? '',
    name,
    type,
    date: product.date ?? null,
    image: reshapeImage(product.image, name),
    // A group's regular and sale prices are its children's: a discount worked out across them (one
    // child's sale price against another's regular price) would be no discount anyone gets.
    prices: type === 'GROUPED' ? { ...prices, regular: [], sale: [] } : prices,
    onSale: product.onSale ?? false,
    averageRating: product.averageRating ?? 0,
    reviewCount: product.reviewCount ?? 0,
    stockStatus: stockStatusOf(product.stockStatus),
    stockQuantity: product.stockQuantity ?? null,
    categories: (product.productCategories?.nodes ?? []).map((category) => ({
      databaseId: category.databaseId,
      slug: category.slug ?? '',
      name: category.name ?? '',
    })),
    terms: (product.terms?.nodes ?? []).flatMap((term) =>
      term.taxonomyName && term.slug ? [{ taxonomy: term.taxonomyName, slug: term.slug }] : [],
    ),
  };
}

function reshapeVariationAttributes(
  nodes: ReadonlyArray<{ name: string | null; value: string | null; label: string | null } | null> | undefined,
): VariationAttribute[] {
  return (nodes ?? []).flatMap((attribute) =>
    attribute?.name ? [{ name: attribute.name, value: attribute.value ?? '', label: attribute.label ?? attribute.name }] : [],
  );
}

/** `sanitizeHtml` cleans shop-entered HTML (descriptions, reviews) before it reaches a page. */
export function reshapeProductDetail(node: ApiProductDetail, sanitizeHtml: (html: string) => string): ProductDetail {
  const product = node as AnyOf<ApiProductDetail>;
  const summary = reshapeProductSummary(node as ProductCardFragment);
  const attributes: ProductAttribute[] = (product.attributes?.nodes ?? []).map((attribute) => {
    const terms = 'terms' in attribute ? attribute.terms?.nodes ?? [] : [];
    const options =
      terms.length > 0
        ? terms.map((term) => ({ slug: term.slug ?? '', name: term.name ?? term.slug ?? '' }))
        : (attribute.options ?? []).flatMap((option) => (option ? [{ slug: option, name: option }] : []));
    return {
      name: attribute.name ?? '',
      label: attribute.label || attribute.name || '',
      scope: attribute.scope,
      variation: attribute.variation ?? false,
      options,
    };
  });
  const variations: Variation[] = (product.variations?.nodes ?? []).map((variation) => ({
    databaseId: variation.databaseId,
    name: variation.name ?? '',
    prices: reshapePrices(variation),
    onSale: variation.onSale ?? false,
    stockStatus: stockStatusOf(variation.stockStatus),
    stockQuantity: variation.stockQuantity ?? null,
    lowStockAmount: variation.lowStockAmount ?? null,
    image: reshapeImage(variation.image, variation.name ?? summary.name),
    attributes: reshapeVariationAttributes(variation.attributes?.nodes),
  }));
  const groupedProducts: GroupedProduct[] = (product.products?.nodes ?? []).map((node) => {
    const child = node as AnyOf<typeof node>;
    return {
      ...reshapeProductSummary(node as ProductCardFragment),
      purchasable: child.purchasable ?? false,
      externalUrl: child.externalUrl ?? null,
      buttonText: child.buttonText ?? null,
    };
  });
  const reviews: Review[] = (product.reviews?.edges ?? []).map((edge) => ({
    id: edge.node.id,
    rating: edge.rating ?? 0,
    contentHtml: sanitizeHtml(edge.node.content ?? ''),
    date: edge.node.date ?? null,
    authorName: edge.node.author?.node.name ?? '',
    avatarUrl: edge.node.author?.node.avatar?.url ?? null,
  }));
  return {
    ...summary,
    sku: product.sku ?? null,
    descriptionHtml: sanitizeHtml(product.description ?? ''),
    shortDescriptionHtml: sanitizeHtml(product.shortDescription ?? ''),
    virtual: product.virtual ?? false,
    lowStockAmount: product.lowStockAmount ?? null,
    gallery: (product.galleryImages?.nodes ?? []).flatMap((image) => reshapeImage(image, summary.name) ?? []),
    attributes,
    defaultAttributes: reshapeVariationAttributes(product.defaultAttributes?.nodes),
    variations,
    externalUrl: product.externalUrl ?? null,
    buttonText: product.buttonText ?? null,
    groupedProducts,
    related: (product.related?.nodes ?? []).map((related) => reshapeProductSummary(related as ProductCardFragment)),
    reviews,
    weight: product.weight ?? null,
    dimensions: { length: product.length ?? null, width: product.width ?? null, height: product.height ?? null },
  };
}

export function reshapeCategory(node: ApiCategory): Category {
  const name = node.name ?? '';
  return {
    databaseId: node.databaseId,
    slug: node.slug ?? '',
    name,
    count: node.count ?? 0,
    image: reshapeImage(node.image, name),
    description: node.description ?? '',
  };
}
