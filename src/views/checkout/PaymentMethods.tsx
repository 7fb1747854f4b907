// The store's payment gateways, each with its description while chosen. The card gateway shows
// the slot Stripe's Payment Element mounts into (the checkout machine's card payment fills it).
import type { Problem } from '../../checkout/problems';
import { cardElementSlotId, type PaymentGateway } from '../../checkout/types';
import { t } from '../../i18n';
import { problemText } from './problemText';
import './ChoiceList.css';
import './PaymentMethods.css';

export type CardState = 'preparing' | 'ready' | 'unavailable' | null;

interface PaymentMethodsProps {
  gateways: PaymentGateway[];
  chosen: string | null;
  card: CardState;
  cardUnavailable: string | null;
  problem: Problem | undefined;
  cardProblem: Problem | undefined;
  disabled: boolean;
  onChoose: (gatewayId: string) => void;
}

export function PaymentMethods({ gateways, chosen, card, cardUnavailable, problem, cardProblem, disabled, onChoose }: PaymentMethodsProps) {
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
            {isChosen && (gateway.description || card) && (
              <div className="payment-method__details">
                {gateway.description && <p className="payment-method__description">{gateway.description}</p>}
                {card && (
                  <>
                    {card === 'preparing' && (
                      <p className="payment-method__status" role="status">
                        {t('checkout.payment.cardLoading')}
                      </p>
                    )}
                    {card === 'unavailable' && (
                      <p className="payment-method__problem" role="alert">
                        {t('checkout.payment.cardUnavailable')}
                        {cardUnavailable && ` (${cardUnavailable})`}
                      </p>
                    )}
                    <div id={cardElementSlotId} className="payment-method__card" hidden={card === 'unavailable'} />
                    {cardProblem && card === 'ready' && (
                      <p className="payment-method__problem" id="checkout-card-problem">
                        {problemText(cardProblem)}
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
