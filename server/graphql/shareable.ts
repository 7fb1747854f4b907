// Which answers may be shared between visitors: a query whose every root field reads the public
// catalog only, or the site's public settings. Each field listed here must answer from catalog
// tables (every one of them advances catalog_version on a write, see db/migrations) and the
// server's configuration, which holds for the process's life, and the same to every anonymous
// visitor of one origin (the answer cache keys on it); a field that reads a cart, a customer or a
// session must never be listed.
import { getOperationAST, type DocumentNode, type SelectionSetNode } from 'graphql';

const publicRootFields = new Set([
  'product',
  'products',
  'productCategory',
  'productCategories',
  'terms',
  'generalSettings',
  'allSettings',
  'woonuxtSettings',
  '__typename',
]);

export function readsPublicCatalogOnly(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  const fragments = new Map(
    document.definitions.flatMap((definition) => (definition.kind === 'FragmentDefinition' ? [[definition.name.value, definition]] : [])),
  );
  // Validation has ruled out fragment cycles.
  const catalogOnly = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.kind === 'Field') return publicRootFields.has(selection.name.value);
      if (selection.kind === 'InlineFragment') return catalogOnly(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      return fragment !== undefined && catalogOnly(fragment.selectionSet);
    });
  return catalogOnly(operation.selectionSet);
}
