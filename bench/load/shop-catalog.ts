// What the simulated shoppers know of the shop before they start, asked of it once: products to
// view and to buy, categories to list, words to search for, and the few products whose stock the
// bench sets low so that checkouts run them out.
import pg from 'pg';

export interface CatalogProduct {
  id: number;
  slug: string;
  name: string;
}

export interface ShopCatalog {
  productSlugs: string[];
  categorySlugs: string[];
  searchWords: string[];
  /** Simple products in stock that are shipped (cash on delivery needs that), for cart changes and ordinary checkouts. */
  forCarts: CatalogProduct[];
  /** Simple products whose stock is set low: checkouts race for them. */
  lowStock: CatalogProduct[];
}

interface ProductNode {
  databaseId: number;
  slug: string;
  name: string;
  type: string;
  stockStatus?: string;
  virtual?: boolean;
}

export async function readShopCatalog(origin: string): Promise<Omit<ShopCatalog, 'lowStock'> & { simple: CatalogProduct[] }> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ products(first: 100) { nodes { databaseId slug name type ... on SimpleProduct { stockStatus virtual } } }
        productCategories(first: 50) { nodes { slug count } } }`,
    }),
  });
  const body = (await response.json()) as { data: { products: { nodes: ProductNode[] }; productCategories: { nodes: { slug: string; count: number | null }[] } } };
  const products = body.data.products.nodes;
  const simple = products
    .filter((product) => product.type === 'SIMPLE' && product.stockStatus === 'IN_STOCK' && !product.virtual)
    .map(({ databaseId, slug, name }) => ({ id: databaseId, slug, name }));
  const words = new Set(products.flatMap((product) => product.name.toLowerCase().split(/\W+/).filter((word) => word.length >= 4)));
  return {
    productSlugs: products.map((product) => product.slug),
    categorySlugs: body.data.productCategories.nodes.filter((category) => (category.count ?? 0) > 0).map((category) => category.slug),
    searchWords: [...words],
    forCarts: simple,
    simple,
  };
}

/**
 * Sets `count` simple products' stock to `units` each (managed, no backorders) in the shop's
 * database, and takes them out of the ordinary cart products; returns the shoppers' catalog.
 */
export async function withLowStock(databaseUrl: string, catalog: Awaited<ReturnType<typeof readShopCatalog>>, count: number, units: number): Promise<ShopCatalog> {
  const lowStock = catalog.simple.slice(0, count);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`update products set manage_stock = true, stock_quantity = $1, stock_status = 'instock', backorders = 'no' where id = any($2::int[])`, [units, lowStock.map((product) => product.id)]);
  } finally {
    await client.end();
  }
  const low = new Set(lowStock.map((product) => product.id));
  return { ...catalog, forCarts: catalog.simple.filter((product) => !low.has(product.id)), lowStock };
}
