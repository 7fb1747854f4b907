// Customer.metaData and Customer.date of the viewer's own account: the meta data updateCustomer
// writes (the saved wishlist among it), without WordPress's protected `_` keys, and when the account
// was made. Another customer's Customer answers neither.
import { isoMoment } from '../../domain/orders/iso-moment';
import type { CustomerSource } from '../cart/customer-source';
import type { GraphQLContext } from '../context';
import { ownAccountRecord } from './customer-account';

type MetaArgs = { key?: string | null; keysIn?: (string | null)[] | null; multiple?: boolean | null };

export const customerMetaResolvers = {
  async metaData(customer: CustomerSource, args: MetaArgs, ctx: GraphQLContext) {
    const record = await ownAccountRecord(customer, ctx);
    if (!record) return [];
    // WooGraphQL's selection: one key, or the keys listed, or all. A key holds one value here, so
    // `multiple` changes nothing; entries have no ids of their own (they live in one JSON column).
    const wanted = args.key ? [args.key] : args.keysIn;
    return Object.entries(record.meta)
      .filter(([key]) => !key.startsWith('_') && (!wanted || wanted.includes(key)))
      .map(([key, value]) => ({ id: null, key, value }));
  },
  async date(customer: CustomerSource, _: unknown, ctx: GraphQLContext) {
    const record = await ownAccountRecord(customer, ctx);
    return record ? isoMoment(record.createdAt) : null;
  },
};
