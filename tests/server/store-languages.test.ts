// The store's own words come in the language a request resolves to (its locale cookie, else its
// Accept-Language): shipping method titles, attribute labels and terms, state names and refusals.
// No cache serves one language's answer to another: not /graphql's shared answers, nor the
// in-process executor's the server-side renderer asks in each page's language.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { localeCookie } from '../../common/locales';
import { queryRows } from '../../server/db/rows';
import { createLocalExecutor } from '../../server/graphql/execute';
import { loginMutation } from './accounts-support';
import { berlin, codCheckout, Shopper } from './checkout-shoppers';
import { describeBackends, type Backend } from './harness';

const attributes = `query attributes($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    ... on ProductWithAttributes {
      attributes { nodes { label ... on GlobalProductAttribute { terms { nodes { name } } } } }
    }
  }
}`;
const states = 'query states($country: CountriesEnum!) { countryStates(country: $country) { code name } }';
const addToCart = 'mutation add($productId: Int!) { addToCart(input: { productId: $productId, quantity: 1 }) { cart { isEmpty } } }';
const rates = '{ cart { availableShippingMethods { rates { id label } } } }';
const applyCoupon = 'mutation apply($code: String!) { applyCoupon(input: { code: $code }) { cart { isEmpty } } }';

const inGerman = { cookie: `${localeCookie.name}=de_DE` };
const inFrench = { cookie: `${localeCookie.name}=fr_FR` };

const labelsOf = (data: any) => data.product.attributes.nodes.map((node: { label: string }) => node.label);
const termsOf = (data: any) => data.product.attributes.nodes.flatMap((node: { terms?: { nodes: { name: string }[] } }) => node.terms?.nodes.map((term) => term.name) ?? []);

// A hoodie in colours and sizes, and a tee that ships.
const variableProduct = 'classic-pullover-hoodie';
const shippedProduct = 'mountain-line-graphic-tee';

async function idOf(api: Backend, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(api.db, sql`select id from products where slug = ${slug}`);
  return row!.id;
}

describeBackends('store languages', (use) => {
  it('answers attribute labels and terms in the request’s language, and never one language’s cached answer to another', async () => {
    const api = use();
    const slug = variableProduct;
    const answers = [];
    // Repeated and interleaved, so each language's second answer comes from the shared cache.
    const inGermanByBrowser = { 'accept-language': 'de-AT,de;q=0.9' };
    for (const headers of [{}, inGerman, inFrench, {}, inGerman, inFrench, inGermanByBrowser] as Record<string, string>[]) {
      const { data, errors } = await api.query(attributes, { slug }, headers);
      expect(errors).toBeUndefined();
      answers.push([labelsOf(data)[0], termsOf(data)]);
    }
    const [english, german, french] = answers;
    expect(english![0]).toBe('Color');
    expect(german![0]).toBe('Farbe');
    expect(french![0]).toBe('Couleur');
    expect(german![1]).not.toEqual(english![1]);
    expect(answers.slice(3)).toEqual([english, german, french, german]);
  });

  it('names the states in the request’s language', async () => {
    const nameOf = async (headers: Record<string, string>, code: string) =>
      (await use().query(states, { country: 'DE' }, headers)).data.countryStates.find((state: { code: string }) => state.code === code).name;
    expect(await nameOf({}, 'DE-BY')).toBe('Bavaria');
    expect(await nameOf(inGerman, 'DE-BY')).toBe('Bayern');
    expect(await nameOf(inFrench, 'DE-BY')).toBe('Bavière');
    expect(await nameOf({ cookie: `${localeCookie.name}=it_IT` }, 'DE-NW')).toBe('Renania Settentrionale-Vestfalia');
  });

  it('titles the shipping methods and words the refusals in the shopper’s language', async () => {
    const api = use();
    const added = await api.query(addToCart, { productId: await idOf(api, shippedProduct) }, inGerman);
    const session = { ...inGerman, 'woocommerce-session': `Session ${added.headers.get('woocommerce-session')}` };
    const labels = (await api.query(rates, {}, session)).data.cart.availableShippingMethods[0].rates.map((rate: { label: string }) => rate.label);
    expect(labels).toContain('Standardversand');
    expect(labels).not.toContain('Standard shipping');

    expect((await api.query(applyCoupon, { code: 'nixda' }, session)).errors?.[0]?.message).toBe('Gutschein „nixda“ existiert nicht!');
    expect((await api.query(applyCoupon, { code: 'summer24' }, session)).errors?.[0]?.message).toBe('Dieser Gutschein ist abgelaufen.');
    const english = { 'woocommerce-session': session['woocommerce-session'] };
    expect((await api.query(applyCoupon, { code: 'summer24' }, english)).errors?.[0]?.message).toBe('This coupon has expired.');
  });

  it('words the refusals of accounts, checkout and reviews in the shopper’s language, naming the field', async () => {
    const api = use();
    const first = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => (await api.query(query, variables, headers)).errors?.[0];
    expect((await first(loginMutation, { username: 'nobody-at-all', password: 'whatever1' }, inGerman))?.message).toBe(
      'Kein Konto mit diesem Benutzernamen gefunden. Registrieren Sie sich für ein neues Konto.',
    );
    const register = 'mutation r($input: RegisterCustomerInput!) { registerCustomer(input: $input) { authToken } }';
    expect((await first(register, { input: { email: 'words@languages.test', password: 'short' } }, inFrench))?.message).toBe(
      'Veuillez choisir un mot de passe plus sûr : au moins 8 caractères, et ni votre identifiant ni votre adresse e-mail.',
    );

    const shopper = new Shopper(api, inGerman);
    await shopper.add(await idOf(api, shippedProduct));
    const noName = (await shopper.checkout(codCheckout({ billing: { ...berlin, firstName: ' ' } }))).errors?.[0];
    expect(noName).toMatchObject({ message: 'Rechnung Vorname ist ein Pflichtfeld.', extensions: { field: 'billing.firstName' } });
    const badPostcode = (await shopper.checkout(codCheckout({ billing: { ...berlin, postcode: 'ABC' } }))).errors?.[0];
    expect(badPostcode).toMatchObject({ message: 'Rechnung Postleitzahl ist keine gültige Postleitzahl.', extensions: { field: 'billing.postcode' } });
    // The same refusal, asked in English, keeps WooCommerce's words.
    const inEnglish = new Shopper(api);
    await inEnglish.add(await idOf(api, shippedProduct));
    expect((await inEnglish.checkout(codCheckout({ billing: { ...berlin, firstName: '' } }))).errors?.[0]?.message).toBe('Billing First name is a required field.');

    const review = 'mutation w($productId: Int!) { writeReview(input: { commentOn: $productId, rating: 9, content: "Schön", author: "Ada", authorEmail: "ada@languages.test" }) { rating } }';
    expect((await first(review, { productId: await idOf(api, shippedProduct) }, { cookie: `${localeCookie.name}=es_ES` }))?.message).toBe(
      'Elija una valoración de 1 a 5 estrellas.',
    );
  });

  it('asks the in-process executor in the language given, and shares its answers per language', async () => {
    const api = use();
    const execute = createLocalExecutor(api.db);
    const slug = variableProduct;
    const labels = [];
    for (const locale of ['de_DE', 'en_US', 'de_DE', 'pt_BR', undefined] as const) labels.push(labelsOf((await execute(attributes, { slug }, { locale })).data)[0]);
    expect(labels).toEqual(['Farbe', 'Color', 'Farbe', 'Cor', 'Color']);
  });
}, { writes: true });
