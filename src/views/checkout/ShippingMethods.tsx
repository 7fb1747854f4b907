// The shipping rates the store offers for the address; choosing one goes to the cart through
// checkout, and the totals follow the store's answer.
import type { ShippingRate } from '../../domain/cart/types';
import { t } from '../../i18n';
import './ChoiceList.css';

interface ShippingMethodsProps {
  rates: ShippingRate[];
  chosen: string | null;
  disabled: boolean;
  onChoose: (methodId: string) => void;
}

export function ShippingMethods({ rates, chosen, disabled, onChoose }: ShippingMethodsProps) {
  if (rates.length === 0) return <p className="choice-list__none">{t('checkout.shippingMethod.none')}</p>;
  return (
    <div className="choice-list">
      {rates.map((rate) => (
        <label key={rate.id} className="choice-list__choice">
          <input type="radio" name="checkout-shipping-method" value={rate.id} checked={rate.id === chosen} disabled={disabled} onChange={() => onChoose(rate.id)} />
          <span className="choice-list__title">{rate.label}</span>
          <span className="choice-list__aside">{rate.cost}</span>
        </label>
      ))}
    </div>
  );
}
