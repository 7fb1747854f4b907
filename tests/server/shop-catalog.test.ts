// Issue 39: a shop manager changes the catalog through WooGraphQL's own mutations (products,
// variations, product categories, coupons); the storefront's next anonymous read (through the answer
// cache) shows each change; a customer and a visitor are refused with the reference's words, in the
// request's language; bad input is refused naming its field and changes nothing; every change counts
// against the shopChange limit.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { readCatalogVersion } from '../../server/domain/catalog/store/catalog-clock';
import { toGlobalId } from '../../server/graphql/relay';
import { Shopper } from './checkout-shoppers';
import { describeBackends, noRateLimits, type Backend, type GraphQLResponse } from './harness';
import { refusalOf, signedInAs } from './shop-orders-support';

const unique = () => randomBytes(4).toString('hex');

const productFields = `databaseId name slug status onSale
  productCategories { nodes { databaseId name } }
  ... on SimpleProduct { regularPrice(format: RAW) shownRegularPrice: regularPrice salePrice(format: RAW) stockStatus stockQuantity }
  ... on VariableProduct { variations(first: 20) { nodes { databaseId sku stockQuantity regularPrice(format: RAW) attributes { nodes { name value } } } } }`;

const mutations = {
  createProduct: `mutation ($input: CreateProductInput!) { createProduct(input: $input) { clientMutationId productId product { ${productFields} } } }`,
  updateProduct: `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { product { ${productFields} } } }`,
  deleteProduct: `mutation ($input: DeleteProductInput!) { deleteProduct(input: $input) { product { databaseId name } } }`,
  createProductVariation: `mutation ($input: CreateProductVariationInput!) { createProductVariation(input: $input) { variation { databaseId sku regularPrice(format: RAW) stockQuantity } } }`,
  updateProductVariation: `mutation ($input: UpdateProductVariationInput!) { updateProductVariation(input: $input) { variation { databaseId sku regularPrice(format: RAW) stockQuantity stockStatus } } }`,
  deleteProductVariation: `mutation ($input: DeleteProductVariationInput!) { deleteProductVariation(input: $input) { variation { databaseId } } }`,
  createProductCategory: `mutation ($input: CreateProductCategoryInput!) { createProductCategory(input: $input) { productCategory { databaseId name slug parentDatabaseId } } }`,
  updateProductCategory: `mutation ($input: UpdateProductCategoryInput!) { updateProductCategory(input: $input) { productCategory { databaseId name slug parentDatabaseId } } }`,
  deleteProductCategory: `mutation ($input: DeleteProductCategoryInput!) { deleteProductCategory(input: $input) { deletedId productCategory { databaseId name } } }`,
  createCoupon: `mutation ($input: CreateCouponInput!) { createCoupon(input: $input) { code coupon { id databaseId code amount discountType minimumAmount dateExpiry usageCount } } }`,
  updateCoupon: `mutation ($input: UpdateCouponInput!) { updateCoupon(input: $input) { code coupon { databaseId amount discountType } } }`,
  deleteCoupon: `mutation ($input: DeleteCouponInput!) { deleteCoupon(input: $input) { code coupon { databaseId } } }`,
};
type MutationName = keyof typeof mutations;

async function change(api: Backend, headers: Record<string, string>, name: MutationName, input: Record<string, unknown>) {
  const answer = await api.query(mutations[name], { input }, headers);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data[name];
}

/** The refusal of bad input: its English message and the field it names. */
function badInput(answer: GraphQLResponse): { message: string; field: unknown } {
  const [error] = answer.errors ?? [];
  expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
  return { message: error?.message ?? '', field: error?.extensions?.field };
}

/** The product as an anonymous shopper reads it, through the shared answer cache. */
async function shown(api: Backend, slug: string) {
  const answer = await api.query(`query ($slug: ID!) { product(id: $slug, idType: SLUG) { ${productFields} } }`, { slug });
  expect(answer.errors).toBeUndefined();
  return answer.data.product;
}

async function listedNames(api: Backend, search: string): Promise<string[]> {
  const answer = await api.query(`query ($search: String) { products(first: 20, where: { search: $search }) { nodes { name } } }`, { search });
  expect(answer.errors).toBeUndefined();
  return answer.data.products.nodes.map((node: { name: string }) => node.name);
}

describeBackends(
  'shop catalog',
  (use) => {
    it('creates, changes and deletes a product; the shop shows each change at once', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const word = `Tweed${unique()}`;
      const category = (await change(api, manager, 'createProductCategory', { name: `Caps ${word}` })).productCategory;
      expect(await listedNames(api, word)).toEqual([]);

      const version = await readCatalogVersion(api.db);
      const created = await change(api, manager, 'createProduct', {
        clientMutationId: 'p1',
        name: `${word} Cap`,
        type: 'SIMPLE',
        regularPrice: 24.5,
        manageStock: true,
        stockQuantity: 7,
        categories: [category.databaseId],
      });
      // Every process's page cache keys on the catalog's generation: the pages are rendered anew.
      expect(await readCatalogVersion(api.db)).toBeGreaterThan(version);
      expect(created).toMatchObject({ clientMutationId: 'p1', productId: expect.any(Number) });
      const slug = created.product.slug;
      expect(await shown(api, slug)).toEqual({
        databaseId: created.productId,
        name: `${word} Cap`,
        slug,
        status: 'publish',
        onSale: false,
        productCategories: { nodes: [{ databaseId: category.databaseId, name: `Caps ${word}` }] },
        // Prices are entered without tax (RAW answers them so) and shown with the shop's 19% (the demo shop's setup).
        regularPrice: '24.50',
        shownRegularPrice: '€29.16',
        salePrice: null,
        stockStatus: 'IN_STOCK',
        stockQuantity: 7,
      });
      expect(await listedNames(api, word)).toEqual([`${word} Cap`]);

      const id = toGlobalId('post', created.productId);
      await change(api, manager, 'updateProduct', { id, name: `${word} Flat Cap`, regularPrice: 30, salePrice: 19.99, stockQuantity: 0 });
      expect(await shown(api, slug)).toMatchObject({ name: `${word} Flat Cap`, onSale: true, regularPrice: '30.00', shownRegularPrice: '€35.70', salePrice: '19.99', stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 });
      expect(await listedNames(api, word)).toEqual([`${word} Flat Cap`]);

      // A sale that has not started yet: the regular price shows until it does.
      await change(api, manager, 'updateProduct', { id: String(created.productId), stockQuantity: 3, dateOnSaleFrom: '2999-01-01' });
      expect(await shown(api, slug)).toMatchObject({ onSale: false, stockStatus: 'IN_STOCK', stockQuantity: 3 });

      await change(api, manager, 'updateProduct', { id, status: 'DRAFT' });
      expect(await shown(api, slug)).toBeNull();
      expect(await listedNames(api, word)).toEqual([]);
      await change(api, manager, 'updateProduct', { id, status: 'PUBLISH' });
      expect(await listedNames(api, word)).toEqual([`${word} Flat Cap`]);

      const deleted = await change(api, manager, 'deleteProduct', { id });
      expect(deleted.product).toEqual({ databaseId: created.productId, name: `${word} Flat Cap` });
      expect(await shown(api, slug)).toBeNull();
      expect(await listedNames(api, word)).toEqual([]);
    });

    it('adds, changes and deletes a variation of a variable product', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const word = `Scarf${unique()}`;
      const { productId, product } = await change(api, manager, 'createProduct', {
        name: word,
        type: 'VARIABLE',
        attributes: [{ name: 'Material', options: ['Wool', 'Silk'], variation: true, visible: true }],
      });
      const created = (await change(api, manager, 'createProductVariation', {
        productId: String(productId),
        sku: `${word}-wool`,
        regularPrice: 40,
        manageStock: 'true',
        stockQuantity: 5,
        attributes: [{ attributeName: 'Material', attributeValue: 'Wool' }],
      })).variation;
      expect(created).toEqual({ databaseId: expect.any(Number), sku: `${word}-wool`, regularPrice: '40.00', stockQuantity: 5 });
      expect((await shown(api, product.slug)).variations.nodes).toEqual([
        { databaseId: created.databaseId, sku: `${word}-wool`, stockQuantity: 5, regularPrice: '40.00', attributes: { nodes: [{ name: 'Material', value: 'Wool' }] } },
      ]);

      const updated = await change(api, manager, 'updateProductVariation', { id: toGlobalId('post', created.databaseId), productId: toGlobalId('post', productId), regularPrice: 45, stockQuantity: 0 });
      expect(updated.variation).toEqual({ databaseId: created.databaseId, sku: `${word}-wool`, regularPrice: '45.00', stockQuantity: 0, stockStatus: 'OUT_OF_STOCK' });
      expect((await shown(api, product.slug)).variations.nodes[0]).toMatchObject({ regularPrice: '45.00', stockQuantity: 0 });

      // Another product's id does not find it; "maybe" is no answer to "manage stock".
      const other = (await change(api, manager, 'createProduct', { name: `${word} other`, type: 'VARIABLE' })).productId;
      const elsewhere = await api.query(mutations.updateProductVariation, { input: { id: String(created.databaseId), productId: String(other), regularPrice: 1 } }, manager);
      expect(badInput(elsewhere).message).toBe('The chosen product variation does not exist.');
      const maybe = await api.query(mutations.updateProductVariation, { input: { id: String(created.databaseId), productId: String(productId), manageStock: 'maybe' } }, manager);
      expect(badInput(maybe)).toEqual({ message: 'Manage stock must be true, false or parent.', field: 'manageStock' });
      const notOffered = await api.query(mutations.createProductVariation, { input: { productId: String(productId), attributes: [{ attributeName: 'Material', attributeValue: 'Tin' }] } }, manager);
      expect(badInput(notOffered)).toEqual({ message: '"Tin" is not a value of the attribute "Material".', field: 'attributes[0].attributeValue' });
      expect((await shown(api, product.slug)).variations.nodes).toHaveLength(1);

      expect((await change(api, manager, 'deleteProductVariation', { id: String(created.databaseId) })).variation).toEqual({ databaseId: created.databaseId });
      expect((await shown(api, product.slug)).variations.nodes).toEqual([]);
    });

    it('creates, moves, renames and deletes product categories; the category lists follow', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const word = `Hats${unique()}`;
      const categoriesQuery = `query ($slugs: [String]) { productCategories(first: 50, where: { slug: $slugs }) { nodes { databaseId name parentDatabaseId } } }`;
      const slugs = [word.toLowerCase(), `${word.toLowerCase()}-winter`];
      const listed = async () => (await api.query(categoriesQuery, { slugs })).data.productCategories.nodes;

      const top = (await change(api, manager, 'createProductCategory', { name: word, description: 'All hats.' })).productCategory;
      expect(top).toEqual({ databaseId: expect.any(Number), name: word, slug: word.toLowerCase(), parentDatabaseId: null });
      const below = (await change(api, manager, 'createProductCategory', { name: `${word} Winter`, parentId: toGlobalId('term', top.databaseId) })).productCategory;
      expect(below.parentDatabaseId).toBe(top.databaseId);
      expect(await listed()).toEqual(expect.arrayContaining([{ databaseId: top.databaseId, name: word, parentDatabaseId: null }, { databaseId: below.databaseId, name: `${word} Winter`, parentDatabaseId: top.databaseId }]));

      const loop = await api.query(mutations.updateProductCategory, { input: { id: String(top.databaseId), parentDatabaseId: below.databaseId } }, manager);
      expect(badInput(loop)).toEqual({ message: 'A category cannot be placed under itself or one of its subcategories.', field: 'parentId' });
      const renamed = await change(api, manager, 'updateProductCategory', { id: toGlobalId('term', below.databaseId), name: `${word} Cold`, parentDatabaseId: 0 });
      expect(renamed.productCategory).toMatchObject({ name: `${word} Cold`, parentDatabaseId: null });

      const deleted = await change(api, manager, 'deleteProductCategory', { id: toGlobalId('term', below.databaseId) });
      expect(deleted).toEqual({ deletedId: toGlobalId('term', below.databaseId), productCategory: { databaseId: below.databaseId, name: `${word} Cold` } });
      expect(await listed()).toEqual([{ databaseId: top.databaseId, name: word, parentDatabaseId: null }]);
    });

    it('creates, changes and deletes a coupon; a shopper’s cart meets each change', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const code = `spring${unique()}`;
      const created = await change(api, manager, 'createCoupon', { code: code.toUpperCase(), discountType: 'PERCENT', amount: 15, minimumAmount: '10.00', dateExpires: '2999-12-31' });
      expect(created).toEqual({
        code,
        coupon: { id: toGlobalId('shop_coupon', created.coupon.databaseId), databaseId: expect.any(Number), code, amount: 15, discountType: 'PERCENT', minimumAmount: 10, dateExpiry: '2999-12-31T23:59:59.000Z', usageCount: 0 },
      });
      const productId = (await change(api, manager, 'createProduct', { name: `Mug ${code}`, regularPrice: 20 })).productId;
      const shopper = new Shopper(api);
      await shopper.add(productId);
      await shopper.applyCoupon(code);
      expect(await shopper.cart()).toMatchObject({ appliedCoupons: [{ code }] });

      const updated = await change(api, manager, 'updateCoupon', { id: created.coupon.id, discountType: 'FIXED_CART', amount: 2.5 });
      expect(updated).toEqual({ code, coupon: { databaseId: created.coupon.databaseId, amount: 2.5, discountType: 'FIXED_CART' } });
      const taken = await api.query(mutations.createCoupon, { input: { code } }, manager);
      expect(badInput(taken)).toEqual({ message: `The coupon code "${code}" already exists.`, field: 'code' });

      expect(await change(api, manager, 'deleteCoupon', { id: created.coupon.id, forceDelete: true })).toEqual({ code, coupon: { databaseId: created.coupon.databaseId } });
      const other = new Shopper(api);
      await other.add(productId);
      const refused = await other.send(`mutation ($code: String!) { applyCoupon(input: { code: $code }) { cart { isEmpty } } }`, { code });
      expect(refused.errors?.[0]?.message).toBe(`Coupon "${code}" does not exist!`);
    });

    it('refuses a customer and a visitor with the reference’s words, in the request’s language', async () => {
      const api = use();
      const customer = await signedInAs(api, 'customer');
      const product = toGlobalId('post', 1);
      const attempts: [MutationName, Record<string, unknown>, string][] = [
        ['createProduct', { name: 'Nope' }, 'You do not have permission to create products'],
        ['updateProduct', { id: product, regularPrice: 1 }, 'You do not have permission to edit this product'],
        ['deleteProduct', { id: product }, 'Sorry, you are not allowed to delete products'],
        ['createProductVariation', { productId: product }, 'You do not have permission to edit this product'],
        ['updateProductVariation', { id: product, productId: product }, 'You do not have permission to edit this product'],
        ['deleteProductVariation', { id: product }, 'Sorry, you are not allowed to delete product variations'],
        ['createProductCategory', { name: 'Nope' }, 'Sorry, you are not allowed to create productCategories'],
        ['updateProductCategory', { id: toGlobalId('term', 1), name: 'Nope' }, 'You do not have permission to update productCategories'],
        ['deleteProductCategory', { id: toGlobalId('term', 1) }, 'You do not have permission to delete productCategories'],
        ['createCoupon', { code: 'nope' }, 'Sorry, you are not allowed to create resources.'],
        ['updateCoupon', { id: toGlobalId('shop_coupon', 1), amount: 1 }, 'Sorry, you are not allowed to edit this resource.'],
        ['deleteCoupon', { id: toGlobalId('shop_coupon', 1) }, 'Sorry, you are not allowed to delete coupons.'],
      ];
      const version = await readCatalogVersion(api.db);
      for (const headers of [{}, customer]) {
        for (const [name, input, message] of attempts) {
          const answer = await api.query(mutations[name], { input }, headers);
          expect(refusalOf(answer), name).toEqual({ message, code: 'FORBIDDEN' });
          expect(answer.data?.[name] ?? null).toBeNull();
        }
      }
      expect(await readCatalogVersion(api.db)).toBe(version);
      const german = await api.query(mutations.createProduct, { input: { name: 'Nein' } }, { ...customer, 'accept-language': 'de-DE' });
      expect(refusalOf(german)).toEqual({ message: 'Sie haben keine Berechtigung, Produkte anzulegen', code: 'FORBIDDEN' });
    });

    it('refuses bad input naming its field, in the request’s language, and changes nothing', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const word = `Boot${unique()}`;
      const { productId, product } = await change(api, manager, 'createProduct', { name: word, regularPrice: 50, manageStock: true, stockQuantity: 4 });
      const before = await shown(api, product.slug);
      const bad: [MutationName, Record<string, unknown>, { message: string; field?: unknown }][] = [
        ['updateProduct', { id: String(productId), salePrice: 60 }, { message: 'The sale price must be lower than the regular price.', field: 'salePrice' }],
        ['updateProduct', { id: String(productId), regularPrice: -1 }, { message: 'The regular price must be an amount from 0 to €10,000,000.00 with at most two decimals.', field: 'regularPrice' }],
        ['updateProduct', { id: String(productId), regularPrice: 1.234 }, { message: 'The regular price must be an amount from 0 to €10,000,000.00 with at most two decimals.', field: 'regularPrice' }],
        ['updateProduct', { id: String(productId), stockQuantity: 5, categories: [2_000_000_000] }, { message: 'No product category with the ID 2,000,000,000.', field: 'categories' }],
        ['updateProduct', { id: String(productId), name: '   ' }, { message: 'A product needs a name.', field: 'name' }],
        ['updateProduct', { id: String(productId), dateOnSaleFrom: '2025-02-30' }, { message: 'The date must be written as YYYY-MM-DD, optionally with a time.', field: 'dateOnSaleFrom' }],
        ['updateProduct', { id: String(productId), images: [{ id: 2_000_000_000 }] }, { message: 'No image with the ID 2,000,000,000.', field: 'images' }],
        ['updateProduct', { id: '2000000000', regularPrice: 1 }, { message: 'No product found matching the ID provided.' }],
        ['updateProduct', { id: 'not-an-id', regularPrice: 1 }, { message: '"not-an-id" is not a valid post ID.' }],
        ['createProduct', { name: `${word} twin`, sku: 'x'.repeat(101) }, { message: 'The text is too long (at most 100 characters).', field: 'sku' }],
        ['createProductCategory', { name: ' ' }, { message: 'A category needs a name.', field: 'name' }],
        ['createCoupon', { code: `c${unique()}`, discountType: 'PERCENT', amount: 150 }, { message: 'A percentage discount must be a whole number from 0 to 100.', field: 'amount' }],
        ['createCoupon', { code: `c${unique()}`, productIds: [2_000_000_000] }, { message: 'No product found matching the ID provided.', field: 'productIds' }],
        ['updateCoupon', { id: toGlobalId('shop_coupon', 2_000_000_000), amount: 1 }, { message: 'No coupon with the ID 2,000,000,000.', field: 'id' }],
      ];
      for (const [name, input, refusal] of bad) {
        const answer = await api.query(mutations[name], { input }, manager);
        const { message, field } = badInput(answer);
        expect({ message, ...(refusal.field === undefined ? {} : { field }) }, `${name} ${JSON.stringify(input)}`).toEqual(refusal);
      }
      expect(await shown(api, product.slug)).toEqual(before);
      expect(await listedNames(api, `${word} twin`)).toEqual([]);

      const french = await api.query(mutations.updateProduct, { input: { id: String(productId), salePrice: 60 } }, { ...manager, 'accept-language': 'fr-FR' });
      expect(badInput(french).message).not.toBe('The sale price must be lower than the regular price.');
    });
  },
  { writes: true },
);

describeBackends(
  'shop catalog limits',
  (use) => {
    it('counts every catalog change against the shopChange limit', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const word = `Limit${unique()}`;
      await change(api, manager, 'createProductCategory', { name: word });
      await change(api, manager, 'createProductCategory', { name: `${word} 2` });
      const third = await api.query(mutations.createProductCategory, { input: { name: `${word} 3` } }, manager);
      expect(third.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      const slugs = [1, 2, 3].map((n) => (n === 1 ? word : `${word}-${n}`).toLowerCase());
      const names = (await api.query(`query ($slugs: [String]) { productCategories(where: { slug: $slugs }) { nodes { name } } }`, { slugs })).data.productCategories.nodes;
      expect(names).toHaveLength(2);
    });
  },
  { writes: true, route: { rateLimits: { ...noRateLimits, shopChange: { address: { limit: 2, perSeconds: 600 } } } } },
);
