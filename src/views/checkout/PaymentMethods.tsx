// The store's payment gateways, each with its description while chosen. A gateway paid in the page
// shows the slot its plug-in opens in (payments/, which the checkout machine runs).
import type { Problem } from '../../domain/checkout/problems';
import type { PaymentGateway } from '../../domain/checkout/types';
import { paymentSlotId } from '../../payments/plugin';
import { t } from '../../i18n';
import { problemText } from './problemText';
import './ChoiceList.css';
import './PaymentMethods.css';

/** The chosen gateway's part of the page; null for a gateway paid outside it. */
export type InPageState = 'preparing' | 'ready' | 'unavailable' | null;

interface PaymentMethodsProps {
  gateways: PaymentGateway[];
  chosen: string | null;
  inPage: InPageState;
  /** Why the gateway's part could not be opened. */
  unavailableReason: string | null;
  problem: Problem | undefined;
  detailsProblem: Problem | undefined;
  disabled: boolean;
  onChoose: (gatewayId: string) => void;
}

export function PaymentMethods({ gateways, chosen, inPage, unavailableReason, problem, detailsProblem, disabled, onChoose }: PaymentMethodsProps) {
  return (
    <div className="choice-list" aria-describedby={problem ? 'checkout-payment-problem' : undefined}>
      {gateways.map((gateway) => {
        const isChosen = gateway.id === chosen;
        return (
          <div key={gateway.id} className={isChosen ? 'payment-method payment-method--chosen' : 'payment-method'}>
            <label className="choice-list__choice payment-method__choice">
              <input type="radio" name="checkout-payment-method" value={gateway.id} checked={isChosen} disabled={disabled} onChange={() => onChoose(gateway.id)} />
              <span className="choice-list__title">{gateway.title}</span>
            </label>
            {isChosen && (gateway.description || inPage) && (
              <div className="payment-method__details">
                {gateway.description && <p className="payment-method__description">{gateway.description}</p>}
                {inPage && (
                  <>
                    {inPage === 'preparing' && (
                      <p className="payment-method__status" role="status">
                        {t('checkout.payment.cardLoading')}
                      </p>
                    )}
                    {inPage === 'unavailable' && (
                      <p className="payment-method__problem" role="alert">
                        {t('checkout.payment.cardUnavailable')}
                        {unavailableReason && ` (${unavailableReason})`}
                      </p>
                    )}
                    <div id={paymentSlotId} className="payment-method__card" hidden={inPage === 'unavailable'} />
                    {detailsProblem && inPage === 'ready' && (
                      <p className="payment-method__problem" id="checkout-payment-details-problem">
                        {problemText(detailsProblem)}
                      </p>
                    )}
                  </>
                )}
              </div>
            )}
          </div>
        );
      })}
      {problem && (
        <p className="payment-method__problem" id="checkout-payment-problem">
          {problem.kind === 'required' ? t('checkout.problem.paymentMethod') : problemText(problem)}
        </p>
      )}
    </div>
  );
}
