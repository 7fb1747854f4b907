// Resolvers of terms: product categories and global attribute terms, as lists and one by one.
import { fromCursor, toGlobalId } from '../../domain/relay';
import { findTerm, listTerms, type TermKey, type TermListRequest, type TermRecord } from '../../domain/catalog/terms';
import type { GraphQLContext } from '../context';
import { connection } from './connections';

type ListArgs = { first?: number | null; after?: string | null; where?: Partial<TermListRequest> | null };

const typeNames: Record<string, string> = { product_cat: 'ProductCategory', pa_color: 'PaColor', pa_size: 'PaSize' };
// WPGraphQL lists the terms of every taxonomy when none are named.
const allTaxonomies = Object.keys(typeNames);

async function termConnection(taxonomies: readonly string[], args: ListArgs, db: GraphQLContext['db']) {
  const page = await listTerms(db, {
    ...args.where,
    taxonomies,
    first: args.first,
    afterId: args.after ? fromCursor(args.after) : null,
  });
  return connection(page, (term) => term.id);
}

const termFields = {
  id: (t: TermRecord) => toGlobalId('term', t.id),
  databaseId: (t: TermRecord) => t.id,
  taxonomyName: (t: TermRecord) => t.taxonomy,
  description: (t: TermRecord) => t.description || null,
  // WPGraphQL answers null rather than 0 for a term no product carries.
  count: (t: TermRecord) => t.count || null,
};

export const termResolvers = {
  RootQuery: {
    terms: (_: unknown, args: ListArgs & { where?: { taxonomies?: (string | null)[] | null } | null }, { db }: GraphQLContext) =>
      termConnection((args.where?.taxonomies ?? allTaxonomies).filter((taxonomy) => taxonomy !== null), args, db),
    productCategories: (_: unknown, args: ListArgs, { db }: GraphQLContext) => termConnection(['product_cat'], args, db),
    productCategory: (_: unknown, args: { id: string; idType?: TermKey | null }, { db }: GraphQLContext) =>
      findTerm(db, 'product_cat', args.idType ?? 'id', args.id),
  },
  TermNode: { __resolveType: (t: TermRecord) => typeNames[t.taxonomy] ?? null },
  ProductCategory: {
    ...termFields,
    image: (t: TermRecord, _: unknown, { catalog }: GraphQLContext) => (t.imageId ? catalog.media.load(t.imageId) : null),
  },
  PaColor: termFields,
  PaSize: termFields,
};
