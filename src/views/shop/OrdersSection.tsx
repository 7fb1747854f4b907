// The manager area's orders: a status filter and a search above every customer's orders, newest
// first, each opening its own page; a page at a time. It renders the orders actor's snapshot.
import { useSelector } from '../../machines/useSelector';
import { useEffect, type FormEvent } from 'react';
import { Link } from 'wouter';
import { formatLongDate } from '../../../common/orderFormats';
import type { OrderStatus } from '../../domain/order/types';
import { currentLocale, t } from '../../i18n';
import { localeTags } from '../../i18n/locales';
import { useScreenActor } from '../../machines/react';
import type { SystemActors } from '../../machines/system';
import { routePath } from '../../routes';
import { ListPaging } from './ListPaging';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ListStatus, ShopLoading } from './ShopStatus';

/** The statuses a manager filters by, in the order WooCommerce lists them. */
const filterStatuses: OrderStatus[] = ['PENDING', 'PROCESSING', 'ON_HOLD', 'COMPLETED', 'CANCELLED', 'REFUNDED', 'FAILED'];

export function OrdersSection() {
  const list = useScreenActor('shopOrders');
  return (
    <>
      <h2 id="shop-section-title" className="shop-page__title">
        {t('shop.nav.orders')}
      </h2>
      {list ? <OrdersList list={list} /> : <ShopLoading />}
    </>
  );
}

function OrdersList({ list }: { list: SystemActors['shopOrders'] }) {
  const snapshot = useSelector(list, (state) => state);
  useEffect(() => list.send({ type: 'LOAD' }), [list]);
  const { query, page } = snapshot.context;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = String(form.get('status') ?? '');
    list.send({ type: 'QUERY', query: { status: status ? (status as OrderStatus) : null, search: String(form.get('search') ?? '') } });
  };
  const languageTag = localeTags[currentLocale()];

  return (
    <>
      <form className="shop-filters" role="search" aria-label={t('shop.orders.search')} onSubmit={search}>
        <div className="form-field">
          <label htmlFor="shop-order-status">{t('shop.orders.status')}</label>
          <select
            id="shop-order-status"
            name="status"
            defaultValue={query.status ?? ''}
            onChange={(event) => list.send({ type: 'QUERY', query: { ...query, status: event.currentTarget.value ? (event.currentTarget.value as OrderStatus) : null } })}
          >
            <option value="">{t('shop.orders.allStatuses')}</option>
            {filterStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`order.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field shop-filters__search">
          <label htmlFor="shop-order-search">{t('shop.orders.search')}</label>
          <input id="shop-order-search" name="search" type="search" defaultValue={query.search} placeholder={t('shop.orders.searchHint')} />
        </div>
        <button type="submit" className="button button--primary shop-filters__submit">
          {t('shop.orders.searchButton')}
        </button>
      </form>
      <ListStatus list={list} empty={t('shop.orders.empty')} />
      {page.rows.length > 0 && !snapshot.matches('error') && (
        <div className="shop-table-wrap" aria-busy={snapshot.matches('loading')}>
          <table className="shop-table">
            <thead>
              <tr>
                <th scope="col">{t('shop.orders.number')}</th>
                <th scope="col">{t('shop.orders.date')}</th>
                <th scope="col">{t('shop.orders.customer')}</th>
                <th scope="col">{t('shop.orders.status')}</th>
                <th scope="col" className="shop-table__number">
                  {t('shop.orders.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((order) => (
                <tr key={order.databaseId}>
                  <th scope="row">
                    <Link href={routePath('shopOrder', { orderId: order.databaseId })}>{t('shop.orders.open', { number: order.number })}</Link>
                  </th>
                  <td>{formatLongDate(languageTag, order.date)}</td>
                  <td>
                    <span className="shop-table__primary">{order.customer}</span>
                    <span className="shop-table__secondary">{order.email}</span>
                  </td>
                  <td>
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className="shop-table__number">{order.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaging list={list} />
    </>
  );
}
