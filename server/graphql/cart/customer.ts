// The session's customer, as WooGraphQL's Customer shows them: a guest's addresses that price the
// cart and their session token, or the signed-in customer's account with their saved cart's
// addresses, orders, downloads and meta data (accounts/customer-*.ts); with the countries the
// shop sells to.
import type { StoredAddress } from '../../db/schema/cart';
import { allowedCountries, statesOf } from '../../domain/cart/countries';
import { emptyAddress } from '../../domain/session/request-session';
import type { SessionRow } from '../../domain/session/store/sessions';
import type { GraphQLContext } from '../context';
import { viewerCustomerSource } from '../accounts/customer-account';
import { customerDownloadResolvers } from '../accounts/customer-downloads';
import { customerMetaResolvers } from '../accounts/customer-meta';
import { customerOrderResolvers } from '../accounts/customer-orders';
import type { CustomerSource } from './customer-source';

/** The session's customer; a visitor without a session is one with the shop's defaults. */
export function customerSource(row: SessionRow | null, defaultCountry: string): CustomerSource {
  return row ?? { billing: emptyAddress(defaultCountry), shipping: emptyAddress(defaultCountry) };
}

const orNull = (value: string) => value || null;

export const customerResolvers = {
  RootQuery: {
    async customer(_: unknown, __: unknown, ctx: GraphQLContext) {
      if (ctx.viewer) return viewerCustomerSource(ctx, ctx.viewer.customerId);
      return customerSource(await ctx.session.read(), ctx.session.defaultCountry);
    },
    allowedCountries: () => [...allowedCountries],
    countryStates: (_: unknown, { country }: { country: string }, { locale }: GraphQLContext) => statesOf(country, locale),
  },
  Customer: {
    // WooGraphQL gives every guest the global id "guest", and a registered customer `customer:<id>`.
    id: ({ account }: CustomerSource) => Buffer.from(account ? `customer:${account.id}` : 'guest').toString('base64'),
    databaseId: ({ account }: CustomerSource) => account?.id ?? 0,
    username: ({ account }: CustomerSource) => account?.username ?? null,
    displayName: ({ account }: CustomerSource) => account?.username ?? null,
    isPayingCustomer: ({ account }: CustomerSource) => account?.isPayingCustomer ?? false,
    email: (customer: CustomerSource) => orNull(customer.account?.email ?? customer.billing.email),
    firstName: (customer: CustomerSource) => orNull(customer.account?.firstName ?? customer.billing.firstName),
    lastName: (customer: CustomerSource) => orNull(customer.account?.lastName ?? customer.billing.lastName),
    sessionToken: (_: CustomerSource, __: unknown, { session }: GraphQLContext) => session.currentToken(),
    hasCalculatedShipping: (customer: CustomerSource) => customer.shipping.country !== '',
    calculatedShipping: (customer: CustomerSource) => customer.shipping.country !== '',
    ...customerOrderResolvers,
    ...customerDownloadResolvers,
    ...customerMetaResolvers,
  },
  CustomerAddress: Object.fromEntries(
    (Object.keys(emptyAddress('')) as (keyof StoredAddress)[]).map((field) => [field, (address: StoredAddress) => orNull(address[field])]),
  ) as Record<keyof StoredAddress, (address: StoredAddress) => string | null>,
};
