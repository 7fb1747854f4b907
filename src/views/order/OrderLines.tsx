// What was bought and what it came to: a table of the lines (picture, name linking to the product
// while the shop sells it, chosen options, quantity, line total) with the order's sums below.
import { Link } from 'wouter';
import type { Order, OrderLine } from '../../domain/order/types';
import { t } from '../../i18n';
import { routePath } from '../../routes';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import './OrderLines.css';

function LineRow({ line }: { line: OrderLine }) {
  const name = line.name || t('order.unavailableProduct');
  const options = line.attributes.map((attribute) => t('order.attribute', { label: attribute.label, value: attribute.value })).join(' · ');
  return (
    <tr className="order-lines__line">
      <th scope="row">
        <div className="order-lines__product">
          {/* The name says what the picture shows. */}
          <ResponsiveImage className="order-lines__image" image={line.image} alt="" width={64} height={64} sizes="64px" />
          <span className="order-lines__text">
            {line.slug ? (
              <Link href={routePath('product', { slug: line.slug })} className="order-lines__name">
                {name}
              </Link>
            ) : (
              <span className="order-lines__name">{name}</span>
            )}
            {options && <span className="order-lines__options">{options}</span>}
            <span className="order-lines__quantity">{t('order.quantity', { quantity: line.quantity })}</span>
          </span>
        </div>
      </th>
      <td className="order-lines__amount">{line.subtotal}</td>
    </tr>
  );
}

function SumRow({ label, detail, value, kind }: { label: string; detail?: string; value: string; kind?: 'discount' | 'total' | 'includedTax' }) {
  return (
    <tr className={kind ? `order-lines__sum order-lines__sum--${kind}` : 'order-lines__sum'}>
      <th scope="row">
        {label}
        {detail && <span className="order-lines__detail">{detail}</span>}
      </th>
      <td className="order-lines__amount">{value}</td>
    </tr>
  );
}

export function OrderLines({ order }: { order: Order }) {
  const codes = order.coupons.map((coupon) => coupon.code).join(', ');
  return (
    <section className="order__section" aria-labelledby="order-details">
      <h2 id="order-details" className="order__heading">
        {t('order.details')}
      </h2>
      <table className="order-lines">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('order.product')}</th>
            <th scope="col">{t('order.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <LineRow key={line.key} line={line} />
          ))}
        </tbody>
        <tfoot>
          <SumRow label={t('order.subtotal')} value={order.subtotal} />
          {order.hasDiscount && (
            <SumRow label={t('order.discount')} detail={codes ? t('order.coupons', { codes }) : undefined} value={`−${order.discountTotal}`} kind="discount" />
          )}
          {order.shippingMethod !== null && (
            <SumRow label={t('order.shipping')} detail={t('order.shippingMethod', { method: order.shippingMethod })} value={order.shippingTotal} />
          )}
          {!order.pricesIncludeTax && <SumRow label={t('order.tax')} value={order.totalTax} />}
          <SumRow label={t('order.total')} value={order.total} kind="total" />
          {order.pricesIncludeTax && <SumRow label={t('order.taxIncluded')} value={order.totalTax} kind="includedTax" />}
        </tfoot>
      </table>
    </section>
  );
}
