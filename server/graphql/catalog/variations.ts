// Resolvers of product variations (WooGraphQL's SimpleProductVariation).
import { priceText, type PriceFormat } from '../../domain/money';
import { decimalText } from '../../domain/catalog/product-record';
import type { VariationRecord } from '../../domain/catalog/store/variations';
import type { GraphQLContext } from '../context';
import { toGlobalId } from '../relay';
import { variationAttributeConnection } from './attributes';
import { productTypeName } from './products';

type Format = { format?: PriceFormat | null };

/** A variation's price as WooGraphQL answers it: formatted, as the shop shows it (with tax, when it shows tax: ShownPrices); RAW, as entered. */
async function priceFieldText(cents: number | null, format: PriceFormat | null | undefined, { shownPrices }: GraphQLContext): Promise<string | null> {
  if (format === 'raw') return priceText(cents, cents, 'raw');
  const shown = await shownPrices.of(cents);
  return priceText(shown, shown, format ?? 'formatted');
}

export const variationResolvers = {
  ProductVariation: { __resolveType: productTypeName },
  SimpleProductVariation: {
    id: (v: VariationRecord) => toGlobalId('post', v.id),
    databaseId: (v: VariationRecord) => v.id,
    type: () => 'variation',
    status: () => 'publish',
    date: (v: VariationRecord) => v.createdAt,
    modified: (v: VariationRecord) => v.modifiedAt,
    dateOnSaleFrom: (v: VariationRecord) => v.saleFrom,
    dateOnSaleTo: (v: VariationRecord) => v.saleTo,
    description: (v: VariationRecord) => v.description || null,
    shortDescription: () => null,
    featured: () => false,
    purchasable: (v: VariationRecord) => v.price !== null,
    // Ratings, reviews and sales are kept on the parent product.
    averageRating: () => 0,
    reviewCount: () => 0,
    reviewsAllowed: () => false,
    totalSales: () => 0,
    metaData: () => [],
    image: (v: VariationRecord, _: unknown, { catalog }: GraphQLContext) => (v.imageId ? catalog.media.load(v.imageId) : null),
    hasAttributes: (v: VariationRecord) => v.attributes.length > 0,
    attributes: variationAttributeConnection,
    price: (v: VariationRecord, { format }: Format, context: GraphQLContext) => priceFieldText(v.price, format, context),
    regularPrice: (v: VariationRecord, { format }: Format, context: GraphQLContext) => priceFieldText(v.regularPrice, format, context),
    salePrice: (v: VariationRecord, { format }: Format, context: GraphQLContext) => priceFieldText(v.salePrice, format, context),
    weight: (v: VariationRecord) => decimalText(v.weight),
    length: (v: VariationRecord) => decimalText(v.length),
    width: (v: VariationRecord) => decimalText(v.width),
    height: (v: VariationRecord) => decimalText(v.height),
    downloadLimit: () => null,
    downloadExpiry: () => null,
  },
};
