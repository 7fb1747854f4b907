// Checkout fills the address fields a shopper left empty from what the shop knows of them, the cart
// session's customer first, then the signed-in account (server/domain/checkout/address-fill.ts).
import { describe, expect, it } from 'vitest';
import type { StoredAddress } from '../../server/db/schema/cart';
import { knownAccount, withKnownAddresses, type KnownCustomer } from '../../server/domain/checkout/address-fill';
import { emptyAddress } from '../../server/domain/session/request-session';
import { berlinAddress, californianAddress } from '../addresses';

const berlin = berlinAddress;
const californian = californianAddress;

/** The fields of `address` that hold something: all a fill can give. */
const filledFieldsOf = (address: StoredAddress) => Object.fromEntries(Object.entries(address).filter(([, value]) => value !== ''));

const known = (billing: StoredAddress, shipping: StoredAddress = billing): KnownCustomer => ({ billing, shipping });

/** A fresh guest session: only the shop's country is known. */
const freshSession = known(emptyAddress('DE'));

describe('withKnownAddresses', () => {
  it('fills every empty billing field (null, missing, blank) from the session and keeps what the shopper sent', () => {
    const { billing } = withKnownAddresses(
      { billing: { firstName: 'Augusta', lastName: null, email: '  ', city: '', phone: undefined } },
      [known(berlin)],
    );
    expect(billing).toEqual({ ...filledFieldsOf(berlin), firstName: 'Augusta' });
  });

  it('fills a billing address the shopper did not send at all', () => {
    expect(withKnownAddresses({ billing: null }, [known(berlin)]).billing).toEqual(filledFieldsOf(berlin));
  });

  it('asks the session first and the account for what the session does not know', () => {
    const session = { ...emptyAddress('US'), state: 'CA', city: 'Oakland' };
    const { billing } = withKnownAddresses({ billing: {} }, [known(session), known(californian)]);
    expect(billing).toEqual({ ...californian, city: 'Oakland' });
  });

  it('takes a state only from an address in the country the address ends up in', () => {
    expect(withKnownAddresses({ billing: { country: 'FR', state: null } }, [known(californian)]).billing).toMatchObject({ country: 'FR', state: null });
    expect(withKnownAddresses({ billing: { country: 'us' } }, [known(berlin), known(californian)]).billing).toMatchObject({ country: 'us', state: 'CA' });
    // The country itself filled first, then its state.
    expect(withKnownAddresses({ billing: {} }, [known(californian)]).billing).toMatchObject({ country: 'US', state: 'CA' });
  });

  it('leaves empty what nobody knows: a fresh guest session knows only its country', () => {
    const { billing } = withKnownAddresses({ billing: { email: 'guest@example.com' } }, [freshSession]);
    expect(billing).toEqual({ email: 'guest@example.com', country: 'DE' });
  });

  it('fills the shipping address only when the order ships to a different address', () => {
    const session = known(berlin, californian);
    expect(withKnownAddresses({ shipping: { city: null } }, [session]).shipping).toEqual({ city: null });
    expect(withKnownAddresses({ shipToDifferentAddress: false, shipping: null }, [session]).shipping).toBeNull();
    expect(withKnownAddresses({ shipToDifferentAddress: true, shipping: { firstName: 'Mary' } }, [session]).shipping).toEqual({ ...californian, firstName: 'Mary' });
  });

  it('changes nothing else of the input', () => {
    const input = { paymentMethod: 'cod', customerNote: 'Ring twice', account: { username: 'ada', password: 'long enough' } };
    expect(withKnownAddresses(input, [known(berlin)])).toMatchObject(input);
  });
});

describe('knownAccount', () => {
  it('gives the account’s email as its billing email when the saved billing address has none', () => {
    const account = { billing: { ...berlin, email: '' }, shipping: californian, email: 'account@example.com' };
    expect(knownAccount(account)).toEqual({ billing: { ...berlin, email: 'account@example.com' }, shipping: californian });
    expect(knownAccount({ ...account, billing: berlin }).billing.email).toBe(berlin.email);
  });
});
