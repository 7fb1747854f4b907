// An order's status as a coloured label, in the page's language (the shop's own status names).
import type { OrderStatus } from '../../domain/order/types';
import { t } from '../../i18n';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`shop-badge shop-badge--${status.toLowerCase().replace('_', '-')}`}>{t(`order.status.${status}`)}</span>;
}
