// Resolvers of terms: product categories and global attribute terms, as lists and one by one.
import { schemaTermTypes } from '../../domain/catalog/global-attributes';
import { findTerm, type TermKey, type TermRecord } from '../../domain/catalog/store/terms';
import { listTerms, maxTermPageSize, type TermListRequest } from '../../domain/catalog/terms';
import { inLanguage } from '../../domain/translations';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap, pageList, type Page } from '../paging';
import { databaseIdOf, fromCursor, toGlobalId } from '../relay';
import { connection } from './connections';
import { categoryProducts } from './products';

type TermIdType = 'id' | 'database_id' | 'slug';
type ListArgs = { first?: number | null; after?: string | null; where?: Partial<TermListRequest> | null };

const noTerms: Page<TermRecord> = { items: [], hasNextPage: false, hasPreviousPage: false };

const typeNames: Record<string, string> = { product_cat: 'ProductCategory', ...schemaTermTypes };
// WPGraphQL lists the terms of every taxonomy when none are named.
const allTaxonomies = Object.keys(typeNames);

async function termConnection(taxonomies: readonly string[], args: ListArgs, db: GraphQLContext['db']) {
  const afterId = args.after ? fromCursor(args.after) : null;
  const first = cappedPageSize(args.first, maxTermPageSize);
  // No taxonomy, no terms: nothing to read, and no list for a cursor to point into.
  const page = taxonomies.length ? pageList(await listTerms(db, { ...args.where, taxonomies }), (term) => term.id, first, afterId) : noTerms;
  return connection(page, (term) => term.id);
}

/** The term key an `idType` names; a malformed global or database id is an input error. */
function termKey(idType: TermIdType, id: string): TermKey {
  return idType === 'slug' ? { slug: id } : { databaseId: databaseIdOf('term', idType, id) };
}

const termFields = {
  id: (t: TermRecord) => toGlobalId('term', t.id),
  databaseId: (t: TermRecord) => t.id,
  taxonomyName: (t: TermRecord) => t.taxonomy,
  name: (t: TermRecord, _: unknown, { locale }: GraphQLContext) => inLanguage(t.name, t.names, locale),
  description: (t: TermRecord) => t.description || null,
  // WPGraphQL answers null rather than 0 for a term no product carries.
  count: (t: TermRecord) => t.count || null,
};

export const termResolvers = {
  RootQuery: {
    terms: (_: unknown, args: ListArgs & { where?: { taxonomies?: (string | null)[] | null } | null }, { db }: GraphQLContext) =>
      termConnection((args.where?.taxonomies ?? allTaxonomies).filter((taxonomy) => taxonomy !== null), args, db),
    productCategories: (_: unknown, args: ListArgs, { db }: GraphQLContext) => termConnection(['product_cat'], args, db),
    productCategory: async (_: unknown, args: { id: string; idType?: TermIdType | null }, { db }: GraphQLContext) =>
      findTerm(db, 'product_cat', termKey(args.idType ?? 'id', args.id)),
  },
  TermNode: { __resolveType: (t: TermRecord) => typeNames[t.taxonomy] ?? null },
  ProductCategory: {
    ...termFields,
    parentDatabaseId: (t: TermRecord) => t.parentId,
    image: (t: TermRecord, _: unknown, { catalog }: GraphQLContext) => (t.imageId ? catalog.media.load(t.imageId) : null),
    // Its parent, the parent's parent and so on, nearest first, as WPGraphQL lists them.
    async ancestors(t: TermRecord, { first }: { first?: number | null }, { db }: GraphQLContext) {
      const size = cappedPageSize(first, nestedListCap);
      const nodes: TermRecord[] = [];
      for (let parentId = t.parentId; parentId !== null && nodes.length < size; ) {
        const parent = await findTerm(db, 'product_cat', { databaseId: parentId });
        if (!parent || nodes.some((node) => node.id === parent.id)) break;
        nodes.push(parent);
        parentId = parent.parentId;
      }
      return nodes.length ? { nodes } : null;
    },
    products: categoryProducts,
  },
  PaColor: termFields,
  PaSize: termFields,
};
