// Grouped products (WooGraphQL's GroupProduct) in the demo shop: the type and its children in the
// group's order, the price range, sale flag and stock rolled up from the children, the listing
// filters over those, and addToCart refusing the group itself while taking its children.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { resolveSettings } from '../../common/settings';
import { describeBackends, type Backend } from './harness';

// Prices here are the ones entered (shown without tax): tax-display.test.ts shows them with it.
const pricesAsEntered = resolveSettings({ taxDisplayShop: 'excl' });

interface Child {
  __typename: string;
  name: string;
  slug: string;
  purchasable: boolean;
  price?: string;
  stockStatus?: string;
  externalUrl?: string;
}

const groupQuery = `query group($slug: ID!, $first: Int) {
  product(id: $slug, idType: SLUG) {
    __typename type name purchasable onSale
    ... on ProductWithPricing { rawPrice: price(format: RAW) regularPrice(format: RAW) salePrice(format: RAW) price }
    ... on GroupProduct {
      addToCartText
      products(first: $first) { nodes {
        __typename name slug purchasable
        ... on SimpleProduct { price(format: RAW) stockStatus }
        ... on ExternalProduct { price(format: RAW) externalUrl }
      } }
    }
  }
}`;

async function slugsWhere(api: Backend, where: Record<string, unknown>): Promise<string[]> {
  const { data, errors } = await api.query(`query list($where: RootQueryToProductConnectionWhereArgs) {
    products(first: 9999, where: $where) { nodes { slug } } }`, { where });
  expect(errors).toBeUndefined();
  return data.products.nodes.map((node: { slug: string }) => node.slug);
}

async function idOf(api: Backend, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(api.db, sql`select id from products where slug = ${slug}`);
  return row!.id;
}

describeBackends(
  'grouped products',
  (use) => {
    describe('GroupProduct', () => {
      it('answers a grouped product as GroupProduct with its children in the group order', async () => {
        const { data, errors } = await use().query(groupQuery, { slug: 'seaside-weekend-set' });
        expect(errors).toBeUndefined();
        const group = data.product;
        expect(group).toMatchObject({ __typename: 'GroupProduct', type: 'GROUPED', name: 'Seaside Weekend Set', purchasable: false });
        expect(group.addToCartText).toBe('View products');
        expect(group.products.nodes.map((child: Child) => child.name)).toEqual([
          'Striped Breton Shirt',
          'Bucket Hat',
          'Canvas Tote Bag',
          'Classic Wayfarer Sunglasses',
        ]);
        expect(group.products.nodes.every((child: Child) => child.__typename === 'SimpleProduct' && child.purchasable)).toBe(true);
      });

      it('takes first, and answers external children with their own link', async () => {
        const { data } = await use().query(groupQuery, { slug: 'vinyl-listening-corner', first: 2 });
        expect(data.product.products.nodes.map((child: Child) => child.slug)).toEqual(['night-drive-synthwave-lp', 'field-recordings-vol-2-lp']);
        const all = await use().query(groupQuery, { slug: 'vinyl-listening-corner' });
        const turntable = all.data.product.products.nodes.at(-1) as Child;
        expect(turntable).toMatchObject({ __typename: 'ExternalProduct', purchasable: false, externalUrl: 'https://example.com/retro-turntable' });
      });

      it('rolls its price range, sale and stock up from its children', async () => {
        const seaside = (await use().query(groupQuery, { slug: 'seaside-weekend-set' })).data.product;
        // Tote €18, Breton €28 on sale (from €35), hat €26, sunglasses €59.
        expect(seaside).toMatchObject({
          onSale: true,
          rawPrice: '18.00, 59.00',
          price: '€18.00 - €59.00',
          regularPrice: '18.00, 59.00',
          salePrice: '28.00',
        });
        const vinyl = (await use().query(groupQuery, { slug: 'vinyl-listening-corner' })).data.product;
        // Kit €19 to the partner's turntable €249; one record is sold out, the others are not.
        expect(vinyl).toMatchObject({ onSale: false, rawPrice: '19.00, 249.00', salePrice: null });
        expect(vinyl.products.nodes.map((child: Child) => child.stockStatus ?? null)).toEqual(['IN_STOCK', 'OUT_OF_STOCK', 'IN_STOCK', null]);
      });

      it('is a ProductUnion and a Product wherever products are listed', async () => {
        const { data, errors } = await use().operation('getProducts', { slug: ['music'] });
        expect(errors).toBeUndefined();
        const group = data.products.nodes.find((node: { slug: string }) => node.slug === 'vinyl-listening-corner');
        expect(group).toMatchObject({ type: 'GROUPED', price: '€19.00 - €249.00', onSale: false });
      });
    });

    describe('listing filters', () => {
      it('filters by category, price range, sale and stock with the rolled-up values', async () => {
        const api = use();
        const groups = ['seaside-weekend-set', 'vinyl-listening-corner'];
        const among = (slugs: string[]) => groups.filter((slug) => slugs.includes(slug));
        expect(among(await slugsWhere(api, { categoryIn: ['music'] }))).toEqual(['vinyl-listening-corner']);
        expect(among(await slugsWhere(api, { categoryIn: ['caps-hats'] }))).toEqual(['seaside-weekend-set']);
        // A range matches when any child's price is inside it, as for a variable product.
        expect(among(await slugsWhere(api, { minPrice: 200 }))).toEqual(['vinyl-listening-corner']);
        expect(among(await slugsWhere(api, { minPrice: 50, maxPrice: 60 }))).toEqual(groups);
        expect(among(await slugsWhere(api, { maxPrice: 17 }))).toEqual([]);
        expect(among(await slugsWhere(api, { onSale: true }))).toEqual(['seaside-weekend-set']);
        expect(among(await slugsWhere(api, { stockStatus: ['IN_STOCK'] }))).toEqual(groups);
        expect(among(await slugsWhere(api, { stockStatus: ['OUT_OF_STOCK'] }))).toEqual([]);
        expect(among(await slugsWhere(api, { search: 'seaside' }))).toEqual(['seaside-weekend-set']);
      });

      it('follows changes to the children: a sold-out set, a withdrawn child', async () => {
        const api = use();
        const [sherpa, watch, vinylLp] = await Promise.all(
          ['sherpa-lined-hoodie', 'chronograph-steel-watch', 'night-drive-synthwave-lp'].map((slug) => idOf(api, slug)),
        );
        const [group] = await queryRows<{ id: number }>(
          api.db,
          sql`insert into products (type, name, slug) values ('grouped', 'Sold Out Set', 'sold-out-set') returning id`,
        );
        try {
          await api.db.execute(sql`insert into grouped_product_children (parent_id, position, child_id)
            values (${group!.id}, 0, ${sherpa}), (${group!.id}, 1, ${watch})`);
          expect(await slugsWhere(api, { stockStatus: ['OUT_OF_STOCK'], search: 'Sold Out Set' })).toEqual(['sold-out-set']);
          const soldOut = (await api.query(groupQuery, { slug: 'sold-out-set' })).data.product;
          expect(soldOut.rawPrice).toBe('79.00, 229.00');

          await api.db.execute(sql`insert into grouped_product_children (parent_id, position, child_id) values (${group!.id}, 2, ${vinylLp})`);
          expect(await slugsWhere(api, { stockStatus: ['IN_STOCK'], search: 'Sold Out Set' })).toEqual(['sold-out-set']);

          await api.db.execute(sql`update products set status = 'draft' where id = ${watch}`);
          const withdrawn = (await api.query(groupQuery, { slug: 'sold-out-set' })).data.product;
          expect(withdrawn.products.nodes.map((child: Child) => child.slug)).toEqual(['sherpa-lined-hoodie', 'night-drive-synthwave-lp']);
          expect(withdrawn.rawPrice).toBe('29.00, 79.00');
        } finally {
          await api.db.execute(sql`update products set status = 'publish' where id = ${watch}`);
          await api.db.execute(sql`delete from products where id = ${group!.id}`);
        }
      });
    });

    describe('addToCart', () => {
      const add = (api: Backend, productId: number, token: string | null) =>
        api.query(
          `mutation add($input: AddToCartInput!) { addToCart(input: $input) { cart { contents { nodes { quantity product { node { slug } } } } } } }`,
          { input: { productId, quantity: 1 } },
          token ? { 'woocommerce-session': `Session ${token}` } : {},
        );

      it('refuses the group itself and takes its children one by one', async () => {
        const api = use();
        const refused = await add(api, await idOf(api, 'seaside-weekend-set'), null);
        expect(refused.errors?.[0]?.message).toBe('Please choose the quantity of items you wish to add to your cart…');
        expect(refused.data?.addToCart ?? null).toBeNull();

        const added = await add(api, await idOf(api, 'bucket-hat'), null);
        expect(added.errors).toBeUndefined();
        const token = added.headers.get('woocommerce-session');
        const again = await add(api, await idOf(api, 'seaside-weekend-set'), token);
        expect(again.errors?.[0]?.message).toMatch(/choose the quantity/);
        const cart = await api.query(`{ cart { contents { nodes { quantity product { node { slug } } } } } }`, undefined, {
          'woocommerce-session': `Session ${token}`,
        });
        expect(cart.data.cart.contents.nodes).toEqual([{ quantity: 1, product: { node: { slug: 'bucket-hat' } } }]);
      });
    });
  },
  { writes: true, route: { storeSettings: pricesAsEntered } },
);
