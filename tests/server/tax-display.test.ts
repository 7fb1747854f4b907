// Prices as the shop shows them (WooCommerce's tax display options, SPEC §9 taxDisplayShop and
// taxDisplayCart): the demo shop enters prices without tax and shows them with the tax of the
// shopper's location, the shop's country (Germany, 19%) until the tax-location cookie names
// another; the cart answers its amounts without tax, each with its tax, says whether to add them
// (displayPricesIncludeTax), and prices shipping rates with their tax as WooGraphQL does.
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../common/settings';
import { taxLocationCookie } from '../../common/taxLocation';
import { readConfig } from '../../server/config';
import { AddToCartDocument, GetCartDocument } from '../../src/graphql/generated/graphql';
import { describeBackends, type Backend } from './harness';

const trailRunner = `{ product(id: "trail-runner", idType: SLUG) {
  databaseId
  ... on SimpleProduct { price regularPrice salePrice enteredPrice: price(format: RAW) enteredRegularPrice: regularPrice(format: RAW) } } }`;

const taxedFor = (location: string) => ({ cookie: `locale=de_DE; ${taxLocationCookie}=${location}` });

async function prices(api: Backend, headers: Record<string, string> = {}) {
  const answer = await api.query(trailRunner, undefined, headers);
  expect(answer.errors).toBeUndefined();
  return answer.data.product;
}

async function listed(api: Backend, where: Record<string, number>): Promise<string[]> {
  const answer = await api.query(`query ($where: RootQueryToProductConnectionWhereArgs) { products(first: 100, where: $where) { nodes { slug } } }`, { where });
  expect(answer.errors).toBeUndefined();
  return answer.data.products.nodes.map((node: { slug: string }) => node.slug);
}

/** A cart with one product in it, read as the storefront reads it, and its session's header. */
async function cartWith(api: Backend, productId: number) {
  const added = await api.query(AddToCartDocument.toString(), { input: { productId, quantity: 1 } });
  expect(added.errors).toBeUndefined();
  const session = { 'woocommerce-session': `Session ${added.headers.get('woocommerce-session')}` };
  const read = await api.query(GetCartDocument.toString(), undefined, session);
  expect(read.errors).toBeUndefined();
  return { ...read.data.cart, session };
}

describeBackends('tax display, prices shown with tax', (use) => {
  it('shows catalog prices with the shop country’s tax (net €99.00 and €119.00, 19%)', async () => {
    // Trail Runner is entered at €119.00, on sale for €99.00.
    expect(await prices(use())).toMatchObject({ price: '€117.81', regularPrice: '€141.61', salePrice: '€117.81' });
    // RAW is the price as entered, as WooGraphQL answers a simple product's get_price().
    expect(await prices(use())).toMatchObject({ enteredPrice: '99.00', enteredRegularPrice: '119.00' });
  });

  it('answers a variable product’s RAW range as shown and its variations’ RAW prices as entered, as WooGraphQL does', async () => {
    const answer = await use().query(`{ product(id: "classic-pullover-hoodie", idType: SLUG) { ... on VariableProduct {
      price rawPrice: price(format: RAW) variations(first: 1) { nodes { price rawPrice: price(format: RAW) } } } } }`);
    expect(answer.errors).toBeUndefined();
    // Entered at €49.00 to €52.00: WooGraphQL reads the range from get_variation_prices(true), the prices for display.
    expect(answer.data.product).toMatchObject({ price: '€58.31 - €61.88', rawPrice: '58.31, 61.88' });
    expect(answer.data.product.variations.nodes[0]).toMatchObject({ price: '€58.31', rawPrice: '49.00' });
  });

  it('shows the tax of the location the cookie names, and each location its own kept answer', async () => {
    expect(await prices(use(), taxedFor('AT'))).toMatchObject({ price: '€118.80', regularPrice: '€142.80' });
    // California's 7.25%: 99 × 0.0725 = 7.1775, rounded half up to 7.18.
    expect(await prices(use(), taxedFor('US:CA'))).toMatchObject({ price: '€106.18' });
    // The same query again for Germany is not given Austria's or California's kept answer.
    expect(await prices(use(), taxedFor('DE'))).toMatchObject({ price: '€117.81' });
  });

  it('prices a location the shop does not sell to, or a state it does not list, as the shop’s country or the whole country', async () => {
    expect(await prices(use(), taxedFor('JP'))).toMatchObject({ price: '€117.81' });
    expect(await prices(use(), taxedFor('nonsense;'))).toMatchObject({ price: '€117.81' });
    // No listed state: the United States without a state have no rate here.
    expect(await prices(use(), taxedFor('US:ZZ'))).toMatchObject({ price: '€99.00' });
  });

  it('reads a price filter’s bounds as shown prices, inclusive to the cent', async () => {
    expect(await listed(use(), { minPrice: 117.81, maxPrice: 117.81 })).toContain('trail-runner');
    expect(await listed(use(), { minPrice: 117.82 })).not.toContain('trail-runner');
    expect(await listed(use(), { maxPrice: 117.8 })).not.toContain('trail-runner');
  });

  it('answers the cart without tax, each amount with its tax, and shipping rates with theirs', async () => {
    const api = use();
    // The €24.00 tee: under the free-shipping amount, so standard shipping (€4.90) is chosen.
    const tee = await api.query(`{ product(id: "mountain-line-graphic-tee", idType: SLUG) { databaseId } }`);
    const cart = await cartWith(api, tee.data.product.databaseId);
    expect(cart.displayPricesIncludeTax).toBe(true);
    expect([cart.subtotal, cart.subtotalTax, cart.shippingTotal, cart.shippingTax, cart.total]).toEqual(['24.00', '4.56', '4.90', '0.93', '34.39']);
    const rates = await api.query(`{ cart { availableShippingMethods { rates { label cost(format: RAW) subtotal(format: RAW) taxTotal(format: RAW) } } } }`, undefined, cart.session);
    expect(rates.errors).toBeUndefined();
    expect(rates.data.cart.availableShippingMethods[0].rates[0]).toEqual({ label: 'Standard shipping', cost: '5.83', subtotal: '4.90', taxTotal: '0.93' });
  });
}, { route: { storeSettings: resolveSettings({}) } });

describeBackends('tax display, prices shown without tax', (use) => {
  it('shows catalog prices as entered, and a cart that adds its tax as a row of its own', async () => {
    const product = await prices(use(), taxedFor('AT'));
    expect(product).toMatchObject({ price: '€99.00', regularPrice: '€119.00' });
    const cart = await cartWith(use(), product.databaseId);
    expect(cart.displayPricesIncludeTax).toBe(false);
    expect(cart.availableShippingMethods[0].rates[0].cost).toBe('4.90');
  });
}, { route: { storeSettings: resolveSettings({ taxDisplayShop: 'excl', taxDisplayCart: 'excl' }) } });

// Prices entered with Germany's 19% in them: a German pays them as entered; elsewhere the German tax
// comes out and the location's goes on (WooCommerce's adjustment of non-base location prices).
describeBackends('tax display, prices entered with tax', (use) => {
  it('shows a German the entered price, and another location its own tax on the German net price', async () => {
    // Trail Runner now reads as €119.00 with tax, on sale for €99.00.
    expect(await prices(use())).toMatchObject({ price: '€99.00', regularPrice: '€119.00', salePrice: '€99.00' });
    // Net 99.00 − 15.81 = 83.19; Austria's 20% on it is 16.64; the regular price's net is 100.00.
    expect(await prices(use(), taxedFor('AT'))).toMatchObject({ price: '€99.83', regularPrice: '€120.00', enteredPrice: '99.00', enteredRegularPrice: '119.00' });
    // California's 7.25% on 83.19: 6.03.
    expect(await prices(use(), taxedFor('US:CA'))).toMatchObject({ price: '€89.22' });
    expect(await listed(use(), { minPrice: 99, maxPrice: 99 })).toContain('trail-runner');
    expect(await listed(use(), { minPrice: 99.01 })).not.toContain('trail-runner');
  });

  it('charges a German cart the entered price: its net amount and the tax within it', async () => {
    const api = use();
    const tee = await api.query(`{ product(id: "mountain-line-graphic-tee", idType: SLUG) { databaseId } }`);
    const cart = await cartWith(api, tee.data.product.databaseId);
    // €24.00 holds €3.83 of tax; shipping (entered without tax, as WooCommerce's are) adds €4.90 and €0.93.
    expect([cart.subtotal, cart.subtotalTax, cart.shippingTotal, cart.shippingTax, cart.total]).toEqual(['20.17', '3.83', '4.90', '0.93', '29.83']);
  });
}, { route: { storeSettings: resolveSettings({ pricesIncludeTax: true }) } });

describeBackends('tax display, prices entered with tax and shown without', (use) => {
  it('shows the amount without any tax', async () => {
    expect(await prices(use(), taxedFor('AT'))).toMatchObject({ price: '€83.19', regularPrice: '€100.00' });
  });
}, { route: { storeSettings: resolveSettings({ pricesIncludeTax: true, taxDisplayShop: 'excl' }) } });

describe('the tax settings', () => {
  it('refuse a word they do not know', () => {
    expect(resolveSettings({ taxDisplayShop: 'gross' }).taxDisplayShop).toBe('incl');
  });

  it('take prices entered with tax from STORE_SETTINGS', () => {
    expect(readConfig({ STORE_SETTINGS: JSON.stringify({ pricesIncludeTax: true }) }, []).settings.pricesIncludeTax).toBe(true);
  });
});
