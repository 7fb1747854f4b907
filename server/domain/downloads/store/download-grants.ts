// Grants an order's downloads once it is paid, as WooCommerce does on processing or completed: one
// permission per file of its downloadable lines, allowing the product's download limit for each
// copy bought and expiring the product's expiry days from now. Granting again adds nothing.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';

export async function grantDownloads(tx: Database, orderId: number): Promise<void> {
  await tx.execute(sql`insert into download_permissions (order_id, product_id, download_id, downloads_remaining, access_granted, access_expires)
    select ol.order_id, d.product_id, d.download_id,
      case when p.download_limit > 0 then p.download_limit * sum(ol.quantity)::integer end,
      now(),
      case when p.download_expiry_days > 0 then now() + p.download_expiry_days * interval '1 day' end
    from order_lines ol
    join products p on p.id = ol.product_id
    left join product_variations pv on pv.id = ol.variation_id
    join product_downloads d on d.product_id = ol.product_id
    where ol.order_id = ${orderId} and coalesce(pv.downloadable, p.downloadable)
    group by ol.order_id, d.product_id, d.download_id, p.download_limit, p.download_expiry_days
    on conflict (order_id, download_id) do nothing`);
}
