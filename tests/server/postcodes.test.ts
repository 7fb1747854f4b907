// Postcodes checked per country as WooCommerce checks them (issue 38), wherever the store saves an
// address: checkout (billing, and a separate shipping address) refuses a postcode the country does
// not have, naming the field in WooCommerce's words, writes nothing and stores the postcode in the
// country's layout; the cart's and the account's address updates and registration do the same,
// while a country chosen alone, or an empty postcode where it is optional, stays allowed.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { californianAddress } from '../addresses';
import { bearer, makeCustomer, signIn, uniqueName, type TestCustomer } from './accounts-support';
import { berlin, codCheckout, makeProduct, ordersPlaced, Shopper } from './checkout-shoppers';
import { describeBackends, type Backend } from './harness';

type Postcodes = { billing: { postcode: string }; shipping: { postcode: string } };

async function orderPostcodes(api: Backend, shopper: Shopper): Promise<Postcodes[]> {
  return queryRows<Postcodes>(api.db, sql`select billing, shipping from orders where session_key = ${await shopper.sessionKey()} order by id`);
}

async function shopperWithCart(api: Backend): Promise<Shopper> {
  const shopper = new Shopper(api);
  await shopper.add((await makeProduct(api)).id);
  return shopper;
}

const amsterdam = { firstName: 'Aletta', lastName: 'Jacobs', address1: 'Dam 1', city: 'Amsterdam', country: 'NL' };
const london = { firstName: 'Ada', lastName: 'Lovelace', address1: '10 Downing Street', city: 'London', country: 'GB' };
const us = { ...berlin, country: 'US', state: californianAddress.state, city: californianAddress.city };

const customerUpdate = `mutation update($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { customer { billing { country postcode } shipping { country postcode } } }
}`;

async function storedCustomer(api: Backend, customer: TestCustomer): Promise<Postcodes> {
  const [row] = await queryRows<Postcodes>(api.db, sql`select billing, shipping from customers where id = ${customer.id}`);
  return row!;
}

describeBackends(
  'postcodes',
  (use) => {
    describe('at checkout', () => {
      it('places the order with each address’s postcode in its country’s layout', async () => {
        const api = use();
        const shopper = await shopperWithCart(api);
        const answer = await shopper.checkout(
          codCheckout({ billing: { ...berlin, ...amsterdam, postcode: ' 1234ab ' }, shipToDifferentAddress: true, shipping: { ...london, postcode: 'sw1a1aa' } }),
        );
        expect(answer.errors).toBeUndefined();
        expect(await orderPostcodes(api, shopper)).toMatchObject([{ billing: { postcode: '1234 AB' }, shipping: { postcode: 'SW1A 1AA' } }]);
      });

      it('takes a German postcode as it is', async () => {
        const api = use();
        const shopper = await shopperWithCart(api);
        expect((await shopper.checkout(codCheckout())).errors).toBeUndefined();
        expect(await orderPostcodes(api, shopper)).toMatchObject([{ billing: { postcode: '10117' }, shipping: { postcode: '10117' } }]);
      });

      const refusals: [string, Record<string, unknown>, string][] = [
        ['DE "ABC"', { billing: { ...berlin, postcode: 'ABC' } }, 'billing'],
        ['DE "1234"', { billing: { ...berlin, postcode: '1234' } }, 'billing'],
        ['US "1234"', { billing: { ...us, postcode: '1234' } }, 'billing'],
        ['GB "XYZ"', { billing: { ...berlin, ...london, postcode: 'XYZ' } }, 'billing'],
        ['NL "1234"', { billing: { ...berlin, ...amsterdam, postcode: '1234' } }, 'billing'],
        ['a shipping address in DE with "ABC"', { shipToDifferentAddress: true, shipping: { ...berlin, postcode: 'ABC' } }, 'shipping'],
        ['a shipping address in NL with "1234"', { shipToDifferentAddress: true, shipping: { ...amsterdam, postcode: '1234' } }, 'shipping'],
      ];

      it.each(refusals)('refuses %s, naming the field, and places nothing', async (_, input, which) => {
        const api = use();
        const shopper = await shopperWithCart(api);
        const answer = await shopper.checkout(codCheckout(input));
        const title = which === 'billing' ? 'Billing' : 'Shipping';
        expect(answer.errors?.[0]).toMatchObject({
          message: `${title} Postcode / ZIP is not a valid postcode / ZIP.`,
          extensions: { code: 'BAD_USER_INPUT', field: `${which}.postcode` },
        });
        expect(await ordersPlaced(api, shopper)).toBe(0);
        expect((await shopper.cart()).isEmpty).toBe(false);
      });
    });

    describe('in the cart’s addresses', () => {
      it('refuses an invalid postcode naming the field, stores a valid one formatted, and takes a country alone', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const refused = await shopper.send(customerUpdate, { input: { billing: { country: 'DE', postcode: 'ABC' } } });
        expect(refused.errors?.[0]).toMatchObject({
          message: 'Billing Postcode / ZIP is not a valid postcode / ZIP.',
          extensions: { code: 'BAD_USER_INPUT', field: 'billing.postcode' },
        });

        const saved = await shopper.send(customerUpdate, { input: { shipping: { country: 'GB', postcode: 'sw1a1aa' } } });
        expect(saved.errors).toBeUndefined();
        expect(saved.data.updateCustomer.customer.shipping).toEqual({ country: 'GB', postcode: 'SW1A 1AA' });
        // The shipping calculator's country alone: the postcode kept is not judged again.
        const country = await shopper.send(customerUpdate, { input: { shipping: { country: 'DE', state: '' } } });
        expect(country.errors).toBeUndefined();
        // An empty postcode stays allowed where it is optional (answered as null, as WooGraphQL does).
        const empty = await shopper.send(customerUpdate, { input: { shipping: { country: 'FR', postcode: '' } } });
        expect(empty.errors).toBeUndefined();
        expect(empty.data.updateCustomer.customer.shipping).toEqual({ country: 'FR', postcode: null });

        const wrongForCountry = await shopper.send(customerUpdate, { input: { shipping: { country: 'NL', postcode: '1234' } } });
        expect(wrongForCountry.errors?.[0]).toMatchObject({
          message: 'Shipping Postcode / ZIP is not a valid postcode / ZIP.',
          extensions: { field: 'shipping.postcode' },
        });
      });
    });

    describe('in the account’s addresses', () => {
      it('refuses an invalid postcode naming the field, writes nothing, and stores a valid one formatted', async () => {
        const api = use();
        const customer = await makeCustomer(api);
        const { authToken } = await signIn(api, customer);
        const update = (input: Record<string, unknown>) => api.query(customerUpdate, { input }, bearer(authToken));
        const before = await storedCustomer(api, customer);

        const refused = await update({ billing: { ...amsterdam, postcode: '1234ab' }, shipping: { ...berlin, postcode: '1234' } });
        expect(refused.errors?.[0]).toMatchObject({
          message: 'Shipping Postcode / ZIP is not a valid postcode / ZIP.',
          extensions: { code: 'BAD_USER_INPUT', field: 'shipping.postcode' },
        });
        expect(await storedCustomer(api, customer)).toEqual(before);

        const saved = await update({ billing: { ...amsterdam, postcode: '1234ab' }, shipping: { ...berlin, ...london, postcode: 'sw1a1aa' } });
        expect(saved.errors).toBeUndefined();
        expect(saved.data.updateCustomer.customer).toEqual({ billing: { country: 'NL', postcode: '1234 AB' }, shipping: { country: 'GB', postcode: 'SW1A 1AA' } });
        expect(await storedCustomer(api, customer)).toMatchObject({ billing: { postcode: '1234 AB' }, shipping: { postcode: 'SW1A 1AA' } });
      });

      it('refuses an invalid postcode when registering', async () => {
        const api = use();
        const username = uniqueName('postcode');
        const answer = await api.query(`mutation register($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }`, {
          input: { username, email: `${username}@accounts.test`, password: 'a long secret phrase', billing: { country: 'US', state: 'CA', postcode: '1234' } },
        });
        expect(answer.errors?.[0]).toMatchObject({ message: 'Billing Postcode / ZIP is not a valid postcode / ZIP.', extensions: { field: 'billing.postcode' } });
        const [row] = await queryRows<{ count: number }>(api.db, sql`select count(*)::int as count from customers where username = ${username}`);
        expect(row!.count).toBe(0);
      });
    });
  },
  { writes: true },
);
