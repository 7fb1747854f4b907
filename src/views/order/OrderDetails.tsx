// One order: a thank-you after checkout (or its number later), the overview strip, how to pay one
// that waits for a transfer or cheque, what was bought with the sums, the downloads a paid order
// gives, the note and the addresses.
import type { Order } from '../../domain/order/types';
import { t } from '../../i18n';
import { ButtonLink } from '../ui/ButtonLink';
import { IconBadge } from '../ui/IconBadge';
import { BagIcon } from '../ui/icons';
import { OrderAddresses } from './OrderAddresses';
import { OrderDownloads } from './OrderDownloads';
import { OrderLines } from './OrderLines';
import { OrderOverview } from './OrderOverview';
import { OrderPaymentInstructions } from './OrderPaymentInstructions';
import './OrderDetails.css';

export function OrderDetails({ order, received }: { order: Order; received: boolean }) {
  return (
    <div className="container page order">
      <header className="order__header">
        {received && (
          <IconBadge size="lg" tone="brand">
            <BagIcon size={24} />
          </IconBadge>
        )}
        <div>
          <h1 className="order__title">{received ? t('order.receivedTitle') : t('order.summaryTitle', { number: order.number })}</h1>
          {received && order.billing.email && <p className="order__lead">{t('order.receivedLead', { email: order.billing.email })}</p>}
        </div>
      </header>
      <OrderOverview order={order} />
      {order.paymentInstructions && <OrderPaymentInstructions payment={order.paymentInstructions} />}
      {order.needsPayment && (
        <p className="order__notice" role="status">
          {t('order.awaitingPayment')}
        </p>
      )}
      <div className="order__body">
        <div className="order__main">
          <OrderLines order={order} />
          {order.downloads.length > 0 && <OrderDownloads downloads={order.downloads} />}
          {order.customerNote && (
            <section className="order__section" aria-labelledby="order-note">
              <h2 id="order-note" className="order__heading">
                {t('order.note')}
              </h2>
              <p className="order__note">{order.customerNote}</p>
            </section>
          )}
        </div>
        <OrderAddresses billing={order.billing} shipping={order.shipping} />
      </div>
      <div className="order__actions">
        <ButtonLink href="/products">{t('order.continueShopping')}</ButtonLink>
      </div>
    </div>
  );
}
