// A WooGraphQL client's checkout with billing fields left empty, as an unchanged WooNuxt sends it
// for a signed-in customer (its form shows them no email field): the store fills each empty field
// from what it knows, the cart session's customer first and then the signed-in account, and
// refuses only what is still missing, naming the field (server/domain/checkout/address-fill.ts).
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeBackends, type Backend } from '../server/harness';
import { makeProduct } from '../server/checkout-shoppers';
import { WooGraphQLClient } from './woographql-client';
import { berlinAddress, californianAddress } from '../addresses';

// As a form sends them: the email comes apart, the Berliner has no phone.
const { email: _californianEmail, ...californian } = californianAddress;
const { email: _berlinEmail, ...berliner } = { ...berlinAddress, phone: '' };

/** Every billing field empty, the way a form that showed none of them sends it. */
const emptyBilling = {
  firstName: '',
  lastName: null,
  company: '',
  address1: '',
  address2: null,
  city: '',
  state: null,
  postcode: '',
  country: null,
  email: null,
  phone: '',
};

const unique = () => randomBytes(4).toString('hex');

describeBackends(
  'a WooGraphQL client checking out with empty billing fields',
  (use) => {
    /** A guest (or a customer, once signed in) with a product of its own in the cart. */
    async function shopperWithCart(api: Backend): Promise<WooGraphQLClient> {
      const shopper = new WooGraphQLClient(api.url);
      await shopper.data('CompatGetCart');
      await shopper.data('CompatAddToCart', { input: { productId: (await makeProduct(api)).id, quantity: 1 } });
      return shopper;
    }

    /** A signed-in customer registered with `billing` saved to the account, with a product in the cart. */
    async function signedInCustomer(api: Backend, billing: Record<string, unknown> | null) {
      const name = `fill${unique()}`;
      const password = `secret-${unique()}-words`;
      const email = `${name}@example.com`;
      const customer = new WooGraphQLClient(api.url);
      await customer.data('CompatGetCart');
      await customer.data('CompatRegister', { input: { username: name, email, password, billing } });
      customer.authToken = (await customer.data('CompatLogin', { username: name, password })).login.authToken;
      await customer.data('CompatAddToCart', { input: { productId: (await makeProduct(api)).id, quantity: 1 } });
      return { customer, email };
    }

    it('places a signed-in customer’s order with the account’s email and address when the billing fields come empty', async () => {
      const { customer, email } = await signedInCustomer(use(), californian);
      const { checkout } = await customer.data('CompatCheckout', { billing: emptyBilling });
      expect(checkout.result).toBe('success');
      expect(checkout.order.billing).toEqual({ ...californian, email });
      expect(checkout.order.shipping).toMatchObject({ ...californian, email: null });
    });

    it('asks the cart session’s customer first, then the account for what the session does not know', async () => {
      const { customer, email } = await signedInCustomer(use(), californian);
      // Saved to the session alone, all else of its billing address cleared: the account still has it.
      await customer.data('CompatChangeLocation', { billing: { overwrite: true, country: 'US', state: 'CA', city: 'Oakland' }, shipping: californian });
      const { checkout } = await customer.data('CompatCheckout', { billing: emptyBilling });
      expect(checkout.order.billing).toEqual({ ...californian, city: 'Oakland', email });
    });

    it('refuses a signed-in customer’s order naming the field neither the session nor the account knows, and keeps the cart', async () => {
      const { customer, email } = await signedInCustomer(use(), null);
      const withoutStreet = { ...emptyBilling, firstName: 'Grace', lastName: 'Hopper', city: 'San Francisco', state: 'CA', postcode: '94105', country: 'US' };
      const refused = await customer.send('CompatCheckout', { billing: withoutStreet });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Billing Street address is a required field.',
        extensions: { code: 'BAD_USER_INPUT', field: 'billing.address1' },
      });
      expect((await customer.data('CompatGetCart')).cart.isEmpty).toBe(false);
      const { checkout } = await customer.data('CompatCheckout', { billing: { ...withoutStreet, address1: '1 Market Street' } });
      expect(checkout.order.billing).toMatchObject({ address1: '1 Market Street', email });
    });

    it('still refuses a guest’s order without a billing name: the session knows where they are, not who', async () => {
      const guest = await shopperWithCart(use());
      await guest.data('CompatChangeLocation', {
        billing: { country: 'US', state: 'CA', postcode: '94105', city: 'San Francisco' },
        shipping: { country: 'US', state: 'CA', postcode: '94105', city: 'San Francisco' },
      });
      const refused = await guest.send('CompatCheckout', { billing: { ...californian, firstName: null, lastName: null, email: 'guest@example.com' } });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Billing First name is a required field.',
        extensions: { code: 'BAD_USER_INPUT', field: 'billing.firstName' },
      });
      expect((await guest.data('CompatGetCart')).cart.isEmpty).toBe(false);
    });

    it('fills a guest’s empty billing and shipping fields from the addresses saved to their cart session', async () => {
      const guest = await shopperWithCart(use());
      const email = `guest-${unique()}@example.com`;
      await guest.data('CompatChangeLocation', { billing: { ...californian, email }, shipping: berliner });
      const { checkout } = await guest.data('CompatCheckout', {
        billing: emptyBilling,
        shipToDifferentAddress: true,
        shipping: { firstName: 'Augusta', lastName: null, address1: '', city: '', postcode: null, country: null },
      });
      expect(checkout.result).toBe('success');
      expect(checkout.order.billing).toEqual({ ...californian, email });
      expect(checkout.order.shipping).toMatchObject({ ...berliner, firstName: 'Augusta', company: null, address2: null, state: null, phone: null });
    });
  },
  { writes: true },
);
