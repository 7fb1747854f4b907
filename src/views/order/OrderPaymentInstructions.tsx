// How to pay an order that waits for a bank transfer or a cheque, as WooCommerce's order-received
// page tells it: the gateway's instructions, the amount and the reference to give, then the shop's
// bank accounts, or whom to make the cheque out to and where to send it.
import type { PaymentInstructions } from '../../domain/order/types';
import { t } from '../../i18n';
import './OrderPaymentInstructions.css';

function Facts({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <dl className="payment-instructions__facts">
      {facts
        .filter((fact) => fact.value)
        .map((fact) => (
          <div key={fact.label} className="payment-instructions__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function OrderPaymentInstructions({ payment }: { payment: PaymentInstructions }) {
  return (
    <section className="payment-instructions" aria-labelledby="payment-instructions">
      <h2 id="payment-instructions" className="order__heading">
        {t('order.payment.heading')}
      </h2>
      {payment.instructions && <p className="payment-instructions__text">{payment.instructions}</p>}
      <Facts
        facts={[
          { label: t('order.payment.amount'), value: payment.amount },
          { label: t('order.payment.reference'), value: payment.reference },
        ]}
      />
      {payment.bankAccounts.map((account) => (
        <div key={account.iban} className="payment-instructions__account">
          <h3 className="payment-instructions__subheading">{t('order.payment.bankDetails')}</h3>
          <Facts
            facts={[
              { label: t('order.payment.accountName'), value: account.accountName },
              { label: t('order.payment.bankName'), value: account.bankName },
              { label: t('order.payment.iban'), value: account.iban },
              { label: t('order.payment.bic'), value: account.bic },
            ]}
          />
        </div>
      ))}
      {payment.cheque && (
        <div className="payment-instructions__account">
          <Facts
            facts={[
              { label: t('order.payment.payee'), value: payment.cheque.payee },
              { label: t('order.payment.sendTo'), value: payment.cheque.address.join(', ') },
            ]}
          />
        </div>
      )}
    </section>
  );
}
