// Resolvers of product attributes and of the attribute values chosen by variations and defaults.
// WooGraphQL answers null, not an empty list, when a product has none.
import { attributeOptions, attributeTerms, variationAttributes, type VariationAttributeRecord } from '../../domain/catalog/attributes';
import type { ProductAttributeRecord } from '../../domain/catalog/store/product-attributes';
import type { ProductRecord } from '../../domain/catalog/store/product-records';
import { sortTerms, type TermListRequest } from '../../domain/catalog/terms';
import type { TermRecord } from '../../domain/catalog/store/terms';
import type { VariationRecord } from '../../domain/catalog/store/variations';
import { inLanguage } from '../../domain/translations';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap } from '../paging';

/** An attribute as the API shows it: with its options and, for a global one, its terms. */
type AttributeNode = ProductAttributeRecord & { terms: TermRecord[] };

export async function productAttributeConnection(p: ProductRecord, _: unknown, { catalog }: GraphQLContext) {
  const [attributes, terms] = await Promise.all([catalog.attributes.load(p.id), catalog.productTerms.load(p.id)]);
  if (!attributes.length) return null;
  const nodes: AttributeNode[] = attributes.map((attribute) => ({
    ...attribute,
    options: attributeOptions(attribute, terms),
    terms: attributeTerms(attribute, terms),
  }));
  return { nodes };
}

export async function defaultAttributeConnection(p: ProductRecord, _: unknown, { catalog }: GraphQLContext) {
  if (!p.defaultAttributes.length) return null;
  const [terms, attributes] = await Promise.all([catalog.productTerms.load(p.id), catalog.attributes.load(p.id)]);
  return { nodes: variationAttributes(p.id, p.defaultAttributes, terms, attributes) };
}

export async function variationAttributeConnection(v: VariationRecord, _: unknown, { catalog }: GraphQLContext) {
  if (!v.attributes.length) return null;
  const [terms, attributes] = await Promise.all([catalog.productTerms.load(v.productId), catalog.attributes.load(v.productId)]);
  return { nodes: variationAttributes(v.id, v.attributes, terms, attributes) };
}

const attributeFields = {
  // As WooGraphQL makes it: base64 of `<attribute key>:<product id>:<name>`.
  id: (a: AttributeNode) => Buffer.from(`${a.name.toLowerCase()}:${a.productId}:${a.name}`).toString('base64'),
  scope: (a: AttributeNode) => (a.isTaxonomy ? 'global' : 'local'),
  label: (a: AttributeNode, _: unknown, { locale }: GraphQLContext) => inLanguage(a.label, a.labels, locale),
};

export const attributeResolvers = {
  ProductAttribute: {
    __resolveType: (a: AttributeNode) => (a.isTaxonomy ? 'GlobalProductAttribute' : 'LocalProductAttribute'),
  },
  GlobalProductAttribute: {
    ...attributeFields,
    slug: (a: AttributeNode) => a.name,
    // In the attribute's own (menu) order unless the client asks another.
    terms: (a: AttributeNode, { first, where }: { first?: number | null; where?: Pick<TermListRequest, 'orderby' | 'order'> | null }) => {
      const ordered = where?.orderby || where?.order ? sortTerms([...a.terms], where) : a.terms;
      return { nodes: ordered.slice(0, cappedPageSize(first, nestedListCap)) };
    },
  },
  LocalProductAttribute: attributeFields,
  VariationAttribute: {
    label: (a: VariationAttributeRecord, _: unknown, { locale }: GraphQLContext) => inLanguage(a.label, a.labels, locale),
  },
};
