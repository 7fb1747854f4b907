// The order at a glance, as WooCommerce's order-received page opens: number, date (long, in the
// page's language), status, total and how it is paid.
import type { Order } from '../../domain/order/types';
import { currentLocale, t } from '../../i18n';
import { formatLongDate } from '../../../common/orderFormats';
import { localeTags } from '../../i18n/locales';
import './OrderOverview.css';

export function OrderOverview({ order }: { order: Order }) {
  const items = [
    { label: t('order.number'), value: order.number },
    { label: t('order.date'), value: formatLongDate(localeTags[currentLocale()], order.date) },
    { label: t('order.statusLabel'), value: t(`order.status.${order.status}`) },
    { label: t('order.total'), value: order.total },
    { label: t('order.paymentMethod'), value: order.paymentMethodTitle },
  ];
  return (
    <section aria-labelledby="order-overview">
      <h2 id="order-overview" className="visually-hidden">
        {t('order.overview')}
      </h2>
      <dl className="order-overview">
        {items
          .filter((item) => item.value)
          .map((item) => (
            <div key={item.label} className="order-overview__item">
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
