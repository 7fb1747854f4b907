// Catalog changes as the shop's managers make them (server/domain/catalog/admin/): products of each
// type, variations, categories and coupons are created, changed and deleted; the storefront's API
// shows each change at once; every bad input is refused with a message naming its field, and a
// refused change writes nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { CatalogInputError } from '../../server/domain/catalog/admin/catalog-input-error';
import { createCategory, deleteCategory, updateCategory } from '../../server/domain/catalog/admin/category-writes';
import { createCoupon, deleteCoupon, updateCoupon } from '../../server/domain/catalog/admin/coupon-writes';
import { createProduct, deleteProduct, updateProduct } from '../../server/domain/catalog/admin/product-writes';
import { createVariation, deleteVariation, updateVariation } from '../../server/domain/catalog/admin/variation-writes';
import { InputError } from '../../server/domain/input-error';
import { describeBackends, type Backend } from './harness';

async function one<Row>(api: Backend, query: ReturnType<typeof sql>): Promise<Row> {
  const [row] = await queryRows<Row>(api.db, query);
  return row!;
}

const idOf = async (api: Backend, table: 'products' | 'terms', slug: string) =>
  (await one<{ id: number }>(api, sql`select id from ${sql.identifier(table)} where slug = ${slug}`)).id;

const counts = (api: Backend) =>
  one<{ products: number; variations: number; terms: number; coupons: number }>(
    api,
    sql`select (select count(*)::int from products) as products, (select count(*)::int from product_variations) as variations,
      (select count(*)::int from terms) as terms, (select count(*)::int from coupons) as coupons`,
  );

const productQuery = `query product($slug: ID!) { product(id: $slug, idType: SLUG) {
  name sku onSale type
  productCategories { nodes { name } }
  ... on SimpleProduct { regularPrice(format: RAW) salePrice(format: RAW) stockStatus stockQuantity }
  ... on VariableProduct { price(format: RAW) defaultAttributes { nodes { name value } }
    variations(first: 20) { nodes { name sku regularPrice(format: RAW) attributes { nodes { name value } } } } }
  ... on GroupProduct { products { nodes { name } } }
} }`;

async function shown(api: Backend, slug: string) {
  const { data, errors } = await api.query(productQuery, { slug });
  expect(errors).toBeUndefined();
  return data.product;
}

/** The refusal's field and English message, when the change is refused as bad input. */
async function refusal(change: Promise<unknown>): Promise<{ field?: string; message: string }> {
  const error = await change.then(
    (done) => done,
    (caught: unknown) => caught,
  );
  expect(error, JSON.stringify(error)).toBeInstanceOf(InputError);
  return { field: error instanceof CatalogInputError ? error.field : undefined, message: (error as Error).message };
}

describeBackends(
  'catalog changes',
  (use) => {
    it('creates a simple product that the shop shows at once, and shows each change of it at once', async () => {
      const api = use();
      const hoodies = await idOf(api, 'terms', 'hoodies');
      const { id } = await createProduct(api.db, {
        name: 'Harbour Rain Jacket',
        sku: 'ADMIN-JACKET',
        regularPrice: 89.9,
        salePrice: 79,
        categories: [hoodies],
        manageStock: true,
        stockQuantity: 4,
      });
      expect(await shown(api, 'harbour-rain-jacket')).toMatchObject({
        name: 'Harbour Rain Jacket',
        sku: 'ADMIN-JACKET',
        onSale: true,
        // RAW is the price as entered; shoppers see it with the German VAT (19%).
        regularPrice: '89.90',
        salePrice: '79.00',
        stockStatus: 'IN_STOCK',
        stockQuantity: 4,
        productCategories: { nodes: [{ name: 'Hoodies' }] },
      });
      await updateProduct(api.db, id, { salePrice: null, stockQuantity: 0, name: 'Harbour Rain Jacket II' });
      expect(await shown(api, 'harbour-rain-jacket')).toMatchObject({ name: 'Harbour Rain Jacket II', onSale: false, stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 });
      await deleteProduct(api.db, id);
      expect(await shown(api, 'harbour-rain-jacket')).toBeNull();
      expect(await one(api, sql`select status from products where id = ${id}`)).toEqual({ status: 'trash' });
      await deleteProduct(api.db, id, { forceDelete: true });
      expect(await one(api, sql`select count(*)::int as n from products where id = ${id}`)).toEqual({ n: 0 });
    });

    it('creates a variable product with global and local attributes, adds the terms it lacks, and its variations', async () => {
      const api = use();
      const { id } = await createProduct(api.db, {
        name: 'Admin Test Scarf',
        type: 'variable',
        attributes: [
          { name: 'pa_color', options: ['Navy', 'Sea Glass'], variation: true, visible: true },
          { name: 'Fabric', options: ['Wool', 'Cashmere'], variation: true },
        ],
        defaultAttributes: [{ attributeName: 'pa_color', attributeValue: 'Sea Glass' }],
      });
      expect(await one(api, sql`select slug from terms where taxonomy = 'pa_color' and name = 'Sea Glass'`)).toEqual({ slug: 'sea-glass' });
      const navy = await createVariation(api.db, id, {
        sku: 'ADMIN-SCARF-NAVY',
        regularPrice: 30,
        attributes: [{ attributeName: 'Color', attributeValue: 'navy' }, { attributeName: 'Fabric', attributeValue: 'Wool' }],
      });
      await createVariation(api.db, id, { sku: 'ADMIN-SCARF-SEA', regularPrice: 45.5, attributes: [{ attributeName: 'color', attributeValue: 'sea-glass' }] });
      const scarf = await shown(api, 'admin-test-scarf');
      expect(scarf.type).toBe('VARIABLE');
      // A variable product's RAW range is shown with VAT (WooGraphQL's prices for display); its variations' RAW prices as entered.
      expect(scarf.price).toBe('35.70, 54.15');
      expect(scarf.defaultAttributes.nodes).toEqual([{ name: 'pa_color', value: 'sea-glass' }]);
      expect(scarf.variations.nodes).toEqual([
        { name: 'Admin Test Scarf - Navy, Wool', sku: 'ADMIN-SCARF-NAVY', regularPrice: '30.00', attributes: { nodes: [{ name: 'pa_color', value: 'navy' }, { name: 'Fabric', value: 'Wool' }] } },
        { name: 'Admin Test Scarf - Sea Glass', sku: 'ADMIN-SCARF-SEA', regularPrice: '45.50', attributes: { nodes: [{ name: 'pa_color', value: 'sea-glass' }] } },
      ]);
      await updateVariation(api.db, navy.id, { regularPrice: 28 });
      expect((await shown(api, 'admin-test-scarf')).price).toBe('33.32, 54.15');
      await deleteVariation(api.db, navy.id);
      expect((await shown(api, 'admin-test-scarf')).variations.nodes.map((v: { sku: string }) => v.sku)).toEqual(['ADMIN-SCARF-SEA']);
      // A product that stops being variable loses its variations.
      await updateProduct(api.db, id, { type: 'simple', regularPrice: 20 });
      expect(await one(api, sql`select count(*)::int as n from product_variations where product_id = ${id}`)).toEqual({ n: 0 });
    });

    it('creates a grouped product of existing products', async () => {
      const api = use();
      const simple = await queryRows<{ id: number }>(api.db, sql`select id from products where type = 'simple' order by id limit 2`);
      const { id } = await createProduct(api.db, { name: 'Admin Test Bundle', type: 'grouped', groupedProducts: simple.map((row) => row.id), regularPrice: 10 });
      expect((await shown(api, 'admin-test-bundle')).products.nodes).toHaveLength(2);
      expect(await one(api, sql`select regular_price from products where id = ${id}`)).toEqual({ regular_price: null });
    });

    it('creates, renames, moves and deletes categories', async () => {
      const api = use();
      const outer = await createCategory(api.db, { name: 'Outerwear', description: 'Coats and jackets' });
      const inner = await createCategory(api.db, { name: 'Rain Jackets', parentId: outer.id });
      expect(await one(api, sql`select slug, parent_id as "parentId" from terms where id = ${inner.id}`)).toEqual({ slug: 'rain-jackets', parentId: outer.id });
      await updateCategory(api.db, inner.id, { name: 'Rainwear', slug: 'rainwear' });
      expect(await one(api, sql`select name, slug from terms where id = ${inner.id}`)).toEqual({ name: 'Rainwear', slug: 'rainwear' });
      expect(await refusal(updateCategory(api.db, outer.id, { parentId: inner.id }))).toMatchObject({ field: 'parentId', message: 'A category cannot be placed under itself or one of its subcategories.' });
      await deleteCategory(api.db, outer.id);
      expect(await one(api, sql`select parent_id as "parentId" from terms where id = ${inner.id}`)).toEqual({ parentId: null });
    });

    it('creates, changes and deletes coupons with the fields the coupon engine knows', async () => {
      const api = use();
      const hoodies = await idOf(api, 'terms', 'hoodies');
      const { id } = await createCoupon(api.db, { code: 'Spring15', discountType: 'percent', amount: 15, minimumAmount: '25.50', productCategories: [hoodies], dateExpires: '2099-05-31' });
      expect(await one(api, sql`select code, amount, minimum_spend as "minimumSpend", category_ids as "categoryIds", to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as "expiresAt" from coupons where id = ${id}`)).toEqual({
        code: 'spring15',
        amount: 15,
        minimumSpend: 2550,
        categoryIds: [hoodies],
        expiresAt: '2099-05-31 23:59:59',
      });
      await updateCoupon(api.db, id, { discountType: 'fixed_cart', amount: 7.5 });
      expect(await one(api, sql`select discount_type as "type", amount from coupons where id = ${id}`)).toEqual({ type: 'fixed_cart', amount: 750 });
      expect(await refusal(createCoupon(api.db, { code: 'SPRING15', amount: 1 }))).toMatchObject({ field: 'code', message: 'The coupon code "spring15" already exists.' });
      expect(await refusal(createCoupon(api.db, { code: 'half', discountType: 'percent', amount: 150 }))).toMatchObject({ field: 'amount' });
      expect(await refusal(createCoupon(api.db, { code: 'odd', discountType: 'percent', amount: 12.5 }))).toMatchObject({ field: 'amount' });
      expect(await refusal(createCoupon(api.db, { code: 'spend', minimumAmount: '50', maximumAmount: '20' }))).toMatchObject({ field: 'minimumAmount' });
      expect(await refusal(createCoupon(api.db, { code: 'nowhere', productIds: [987654] }))).toMatchObject({ field: 'productIds' });
      await deleteCoupon(api.db, id);
      expect(await refusal(deleteCoupon(api.db, id))).toMatchObject({ field: 'id' });
    });

    it('refuses bad input, names the field and writes nothing', async () => {
      const api = use();
      const before = await counts(api);
      const simpleId = (await one<{ id: number }>(api, sql`select id from products where type = 'simple' limit 1`)).id;
      const group = (await one<{ id: number }>(api, sql`select id from products where type = 'grouped' limit 1`)).id;
      const takenSku = (await one<{ sku: string }>(api, sql`select sku from product_variations where sku is not null limit 1`)).sku;
      const changes: [field: string | undefined, change: () => Promise<unknown>][] = [
        ['regularPrice', () => createProduct(api.db, { name: 'Negative', regularPrice: -1 })],
        ['regularPrice', () => createProduct(api.db, { name: 'Too precise', regularPrice: 9.999 })],
        ['salePrice', () => createProduct(api.db, { name: 'Sale above', regularPrice: 20, salePrice: 25 })],
        ['salePrice', () => createProduct(api.db, { name: 'Sale alone', salePrice: 5 })],
        ['categories', () => createProduct(api.db, { name: 'Unknown category', regularPrice: 5, categories: [999_999] })],
        ['sku', () => createProduct(api.db, { name: 'Taken SKU', sku: takenSku, regularPrice: 5 })],
        ['name', () => createProduct(api.db, { name: '  ' })],
        ['dateOnSaleTo', () => createProduct(api.db, { name: 'Reversed sale', regularPrice: 9, salePrice: 8, dateOnSaleFrom: '2030-02-01', dateOnSaleTo: '2030-01-01' })],
        ['dateOnSaleFrom', () => createProduct(api.db, { name: 'Bad date', regularPrice: 9, salePrice: 8, dateOnSaleFrom: '2030-02-30' })],
        ['stockQuantity', () => createProduct(api.db, { name: 'Bad stock', manageStock: true, stockQuantity: 1.5 })],
        ['weight', () => createProduct(api.db, { name: 'Bad weight', weight: '-2' })],
        ['images', () => createProduct(api.db, { name: 'Bad image', images: [{ id: 999_999 }] })],
        ['attributes[0].name', () => createProduct(api.db, { name: 'Unknown taxonomy', attributes: [{ name: 'pa_brand', options: ['Acme'] }] })],
        ['attributes[0].options', () => createProduct(api.db, { name: 'No options', attributes: [{ name: 'Material', options: [' '] }] })],
        ['groupedProducts', () => createProduct(api.db, { name: 'Group of a group', type: 'grouped', groupedProducts: [group] })],
        ['groupedProducts', () => createProduct(api.db, { name: 'Not a group', groupedProducts: [simpleId] })],
        ['type', () => createProduct(api.db, { name: 'Wrong type', type: 'bundle' as 'simple' })],
        ['externalUrl', () => createProduct(api.db, { name: 'External', type: 'external', externalUrl: 'javascript:alert(1)' })],
        ['name', () => createProduct(api.db, { name: 'Nul\u0000' })],
        ['productId', () => createVariation(api.db, simpleId, { regularPrice: 5 })],
        [undefined, () => updateProduct(api.db, 999_999, { name: 'Nobody' })],
        [undefined, () => updateVariation(api.db, 999_999, { regularPrice: 1 })],
        ['name', () => createCategory(api.db, { name: 'Hoodies' })],
        ['parentId', () => createCategory(api.db, { name: 'Somewhere', parentId: 999_999 })],
      ];
      const refusals = [];
      for (const [field, change] of changes) {
        const refused = await refusal(change());
        expect(refused.field, refused.message).toBe(field);
        refusals.push(refused);
      }
      expect(refusals[2]!.message).toBe('The sale price must be lower than the regular price.');
      expect(refusals[5]!.message).toBe(`The SKU "${takenSku}" is already used by another product.`);
      expect(refusals[19]!.message).toBe('Only a variable product has variations.');
      expect(await counts(api)).toEqual(before);
    });

    it('refuses a variation of values its product does not offer', async () => {
      const api = use();
      const { id } = await createProduct(api.db, { name: 'Admin Test Cap', type: 'variable', attributes: [{ name: 'Size', options: ['S', 'M'], variation: true }] });
      expect(await refusal(createVariation(api.db, id, { attributes: [{ attributeName: 'Color', attributeValue: 'Navy' }] }))).toMatchObject({
        field: 'attributes[0].attributeName',
        message: 'The product has no attribute "Color" used for variations.',
      });
      expect(await refusal(createVariation(api.db, id, { attributes: [{ attributeName: 'Size', attributeValue: 'XXL' }] }))).toMatchObject({
        field: 'attributes[0].attributeValue',
      });
      expect(await refusal(createProduct(api.db, { name: 'Admin Default', type: 'variable', attributes: [{ name: 'Size', options: ['S'], variation: true }], defaultAttributes: [{ attributeName: 'Size', attributeValue: 'L' }] }))).toMatchObject({
        field: 'defaultAttributes[0].attributeValue',
      });
    });
  },
  { writes: true },
);

describe('catalog input errors', () => {
  it('are input errors whose message is in the caller’s language', async () => {
    const error = new CatalogInputError('salePrice', new (await import('../../server/domain/store-message')).StoreMessage('salePriceNotBelowRegular'));
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'salePrice' });
    expect(error.in('de_DE')).toBe('Der Angebotspreis muss niedriger als der reguläre Preis sein.');
  });
});
