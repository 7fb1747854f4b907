// The orders section (SPEC §2 Account, §7 getOrders): the customer's orders, newest first, each with
// its number, date, status and total, opening its order summary. It renders the orders actor's
// snapshot and asks it to fetch when the section opens.
import { useSelector } from '../../../machines/useSelector';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { formatLongDate } from '../../../../common/orderFormats';
import { currentLocale, t } from '../../../i18n';
import { localeTags } from '../../../i18n/locales';
import { useScreenActor } from '../../../machines/react';
import type { SystemActors } from '../../../machines/system';
import { routePath } from '../../../routes';
import { EmptyState } from '../../ui/EmptyState';
import { BagIcon } from '../../ui/icons';
import { ButtonLink } from '../../ui/ButtonLink';
import { LoadFailed } from './LoadFailed';
import { SectionLoading } from '../SectionLoading';
import { useSectionShown } from './useSectionShown';

export function OrdersTab() {
  const list = useScreenActor('accountOrders');
  return list ? <OrdersList list={list} /> : <SectionLoading />;
}

function OrdersList({ list }: { list: SystemActors['accountOrders'] }) {
  const snapshot = useSelector(list, (state) => state);
  useEffect(() => list.send({ type: 'FETCH' }), [list]);
  const fetched = useSectionShown(snapshot.matches('success'));

  if (snapshot.matches('error')) return <LoadFailed message={t('accountTabs.orders.error')} onRetry={() => list.send({ type: 'FETCH' })} />;
  if (!fetched) return <SectionLoading />;
  const orders = snapshot.context.items;
  if (orders.length === 0) {
    return (
      <EmptyState icon={<BagIcon size={28} />} text={t('accountTabs.orders.empty')}>
        <ButtonLink href={routePath('products')}>{t('products.viewAll')}</ButtonLink>
      </EmptyState>
    );
  }

  const languageTag = localeTags[currentLocale()];
  return (
    <ul className="account-orders">
      {orders.map((order) => (
        <li key={order.orderKey} className="account-orders__item">
          <Link className="account-orders__number" href={`${routePath('orderSummary', { orderId: order.number })}?key=${encodeURIComponent(order.orderKey)}`}>
            {t('order.summaryTitle', { number: order.number })}
          </Link>
          <dl className="account-orders__facts">
            <div>
              <dt>{t('order.date')}</dt>
              <dd>{formatLongDate(languageTag, order.date)}</dd>
            </div>
            <div>
              <dt>{t('order.statusLabel')}</dt>
              <dd>
                <span className={`account-orders__status account-orders__status--${order.status.toLowerCase()}`}>{t(`order.status.${order.status}`)}</span>
              </dd>
            </div>
            <div>
              <dt>{t('order.total')}</dt>
              <dd className="account-orders__total">{order.total}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
