// One order in the manager area: its status and the moves WooCommerce offers from it (a final one
// asked to be confirmed), its lines and totals, its addresses, and its notes with a form for a new
// one, private or for the customer. It renders the order actor's snapshot.
import { useSelector } from '../../machines/useSelector';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { formatLongDate } from '../../../common/orderFormats';
import { currentLocale, t } from '../../i18n';
import { localeTags } from '../../i18n/locales';
import { useScreenActor } from '../../machines/react';
import type { SystemActors } from '../../machines/system';
import { routePath } from '../../routes';
import { OrderAddresses } from '../order/OrderAddresses';
import { OrderMoves } from './OrderMoves';
import { OrderNotes } from './OrderNotes';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ShopFailed, ShopLoading, ShopProblem } from './ShopStatus';

export function OrderSection({ orderId }: { orderId: number }) {
  const order = useScreenActor('shopOrder');
  return order ? <OrderPanel order={order} orderId={orderId} /> : <ShopLoading />;
}

function OrderPanel({ order, orderId }: { order: SystemActors['shopOrder']; orderId: number }) {
  const snapshot = useSelector(order, (state) => state);
  useEffect(() => order.send({ type: 'LOAD' }), [order]);
  const shown = snapshot.context.order;
  const back = (
    <Link href={routePath('shopOrders')} className="shop-back">
      {t('shop.order.back')}
    </Link>
  );

  if (snapshot.matches('error')) return <>{back}<ShopFailed onRetry={() => order.send({ type: 'RETRY' })} /></>;
  if (snapshot.matches('notFound')) {
    return (
      <>
        {back}
        <h2 id="shop-section-title" className="shop-page__title">
          {t('shop.order.notFound', { number: orderId })}
        </h2>
      </>
    );
  }
  if (!shown) return <ShopLoading />;
  const languageTag = localeTags[currentLocale()];
  const totals = [
    ['subtotal', shown.totals.subtotal],
    ['discount', shown.totals.discount],
    ['shipping', shown.totals.shipping],
    ['tax', shown.totals.tax],
  ] as const;

  return (
    <>
      {back}
      <div className="shop-order__head">
        <h2 id="shop-section-title" className="shop-page__title">
          {t('shop.order.title', { number: shown.number })}
        </h2>
        <OrderStatusBadge status={shown.status} />
      </div>
      <p className="shop-table__secondary">
        {t('shop.order.placed', { date: formatLongDate(languageTag, shown.date) })}
        {shown.datePaid && <> · {t('shop.order.paid', { date: formatLongDate(languageTag, shown.datePaid) })}</>}
        {shown.paymentMethod && <> · {t('shop.order.payment', { method: shown.paymentMethod })}</>}
      </p>
      <ShopProblem problem={snapshot.context.problem} />
      <OrderMoves order={order} />

      <section className="shop-card" aria-labelledby="shop-order-items">
        <h3 id="shop-order-items" className="shop-card__title">
          {t('shop.order.items')}
        </h3>
        <div className="shop-table-wrap">
          <table className="shop-table">
            <thead>
              <tr>
                <th scope="col">{t('shop.order.product')}</th>
                <th scope="col" className="shop-table__number">
                  {t('shop.order.quantity')}
                </th>
                <th scope="col" className="shop-table__number">
                  {t('shop.order.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.lines.map((line) => (
                <tr key={line.id}>
                  <td>{line.name}</td>
                  <td className="shop-table__number">{line.quantity}</td>
                  <td className="shop-table__number">{line.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="shop-totals">
          {totals
            .filter(([, amount]) => amount !== '')
            .map(([key, amount]) => (
              <div key={key}>
                <dt>{t(`shop.order.${key}`)}</dt>
                <dd>{amount}</dd>
              </div>
            ))}
          <div className="shop-totals__total">
            <dt>{t('shop.order.total')}</dt>
            <dd>{shown.totals.total}</dd>
          </div>
        </dl>
      </section>

      {shown.customerNote && (
        <section className="shop-card" aria-labelledby="shop-order-customer-note">
          <h3 id="shop-order-customer-note" className="shop-card__title">
            {t('shop.order.customerNote')}
          </h3>
          <p>{shown.customerNote}</p>
        </section>
      )}
      <div className="shop-order__addresses">
        <OrderAddresses billing={shown.billing} shipping={shown.shipping.address1 ? shown.shipping : null} />
      </div>
      <OrderNotes order={order} />
    </>
  );
}
