// Customer.downloadableItems: what the viewer may download now from their own paid orders, at most
// 100 a page (SPEC §9), each with its signed link (DownloadableItem, orders/order-items.ts); none for
// a guest or for another customer's Customer.
import { customerDownloads } from '../../domain/orders/customer-downloads';
import type { OrderDownload } from '../../domain/orders/order-downloads';
import { connection } from '../catalog/connections';
import type { CustomerSource } from '../cart/customer-source';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap, pageList } from '../paging';
import { fromCursor } from '../relay';
import { ownAccountId } from './customer-account';

type ListArgs = { first?: number | null; after?: string | null };

const permissionId = (download: OrderDownload) => download.id;

export const customerDownloadResolvers = {
  async downloadableItems(customer: CustomerSource, { first, after }: ListArgs, ctx: GraphQLContext) {
    const size = cappedPageSize(first, nestedListCap);
    const afterId = after ? fromCursor(after) : null;
    const customerId = ownAccountId(customer, ctx);
    const downloads = customerId === null ? [] : await customerDownloads(ctx.db, customerId, new Date());
    return connection(pageList(downloads, permissionId, size, afterId), permissionId);
  },
};
