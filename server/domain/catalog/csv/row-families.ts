// The rows of a product CSV that a dry run must try together: those that name one another (a
// variation its product, a group its children) or share an ID or SKU, directly or through other
// rows. One family's rows see each other's changes; rows of different families share nothing but
// categories, attribute taxonomies and pictures, which each family finds or makes alike. So a dry
// run tries each family in a transaction of its own and rolls it back, and reports what a run
// would do without holding the database for the whole file.
import type { ImportRow, ProductReference } from './import-rows';

const keyOf = (reference: ProductReference) => ('id' in reference ? `id:${reference.id}` : `sku:${reference.sku}`);

/** The families, each in the order of `rows`, ordered by their first row there. */
export function rowFamilies(rows: readonly ImportRow[]): ImportRow[][] {
  const leader = rows.map((_, index) => index);
  const find = (index: number) => {
    let root = index;
    while (leader[root] !== root) root = leader[root]!;
    for (let at = index; leader[at] !== root; ) [at, leader[at]] = [leader[at]!, root];
    return root;
  };
  const holder = new Map<string, number>();
  const join = (index: number, key: string) => {
    const other = holder.get(key);
    if (other === undefined) holder.set(key, index);
    else leader[find(index)] = find(other);
  };
  rows.forEach((row, index) => {
    if (row.id !== null) join(index, `id:${row.id}`);
    if (row.sku) join(index, `sku:${row.sku}`);
    const named = row.kind === 'variation' ? (row.parent ? [row.parent] : []) : (row.children ?? []);
    for (const reference of named) join(index, keyOf(reference));
  });
  const families = new Map<number, ImportRow[]>();
  rows.forEach((row, index) => {
    const root = find(index);
    const family = families.get(root);
    if (family) family.push(row);
    else families.set(root, [row]);
  });
  return [...families.values()];
}
