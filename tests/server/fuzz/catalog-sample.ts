// Real ids, slugs and a live cart session read from the server before a fuzz run, so generated
// requests reach the resolvers' real paths (a found product, a cart line) and not only "not found".
export interface CatalogSample {
  productIds: string[];
  productDatabaseIds: number[];
  variationDatabaseIds: number[];
  slugs: string[];
  skus: string[];
  categoryIds: string[];
  categorySlugs: string[];
  /** The keys of the lines in the sample session's cart. */
  cartKeys: string[];
  /** A valid `woocommerce-session` token of a session with a cart. */
  sessionToken: string;
}

interface ProductRow {
  id: string;
  databaseId: number;
  slug: string;
  sku: string | null;
  stockStatus?: string;
  purchasable?: boolean;
  variations?: { nodes: { databaseId: number }[] };
}

const catalogQuery = `{
  products(first: 100) { nodes { id databaseId slug sku ... on SimpleProduct { stockStatus purchasable } ... on VariableProduct { variations(first: 5) { nodes { databaseId } } } } }
  productCategories(first: 100) { nodes { id slug } }
}`;

const addToCart = `mutation($input: AddToCartInput!) { addToCart(input: $input) { cart { contents { nodes { key } } } } }`;

async function post(url: string, query: string, variables: Record<string, unknown>, session?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { 'woocommerce-session': `Session ${session}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: any; errors?: unknown[] };
  if (!answer.data || answer.errors) throw new Error(`catalog sample: ${JSON.stringify(answer.errors)}`);
  return { data: answer.data, session: response.headers.get('woocommerce-session') ?? session };
}

export async function readCatalogSample(url: string): Promise<CatalogSample> {
  const { data } = await post(url, catalogQuery, {});
  const products = data.products.nodes as ProductRow[];
  const [first, second] = products.filter((product) => product.stockStatus === 'IN_STOCK' && product.purchasable);
  let cart = await post(url, addToCart, { input: { productId: first!.databaseId, quantity: 2 } });
  cart = await post(url, addToCart, { input: { productId: second!.databaseId, quantity: 1 } }, cart.session);
  return {
    productIds: products.map((product) => product.id),
    productDatabaseIds: products.map((product) => product.databaseId),
    variationDatabaseIds: products.flatMap((product) => product.variations?.nodes.map((variation) => variation.databaseId) ?? []),
    slugs: products.map((product) => product.slug),
    skus: products.flatMap((product) => (product.sku ? [product.sku] : [])),
    categoryIds: data.productCategories.nodes.map((category: { id: string }) => category.id),
    categorySlugs: data.productCategories.nodes.map((category: { slug: string }) => category.slug),
    cartKeys: cart.data.addToCart.cart.contents.nodes.map((line: { key: string }) => line.key),
    sessionToken: cart.session!,
  };
}
