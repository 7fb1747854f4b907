// Where the order ships to and how: the country (and state, where the country has a list) choose
// the rates the store offers and the tax; the shopper picks one rate. Nothing to show for a cart
// that needs no shipping.
import { useId } from 'react';
import type { Cart } from '../../domain/cart/types';
import { t } from '../../i18n';
import { useCart } from '../../machines/react';
import { CountrySelect } from '../ui/CountrySelect';
import { CartSection } from './CartSection';
import './CartShipping.css';

type ShippingProps = Pick<Cart, 'needsShipping' | 'countries' | 'states' | 'location' | 'shippingRates' | 'chosenShippingMethod'>;

export function CartShipping({ needsShipping, countries, states, location, shippingRates, chosenShippingMethod }: ShippingProps) {
  const cart = useCart();
  const id = useId();
  if (!needsShipping) return null;

  const knownState = states.some((state) => state.code === location.state);

  return (
    <CartSection title={t('cart.shipping.title')} className="cart-shipping">
      <div className="cart-shipping__location">
        <div className="cart-shipping__field">
          <label htmlFor={`${id}-country`}>{t('cart.shipping.country')}</label>
          <CountrySelect
            id={`${id}-country`}
            className="cart-shipping__select"
            countries={countries}
            value={location.country}
            prompt={t('cart.shipping.chooseCountry')}
            onChoose={(country) => cart?.send({ type: 'SET_LOCATION', location: { country, state: '' } })}
          />
        </div>
        {states.length > 0 && (
          <div className="cart-shipping__field">
            <label htmlFor={`${id}-state`}>{t('cart.shipping.state')}</label>
            <select
              id={`${id}-state`}
              className="cart-shipping__select"
              value={knownState ? location.state : ''}
              onChange={(event) => cart?.send({ type: 'SET_LOCATION', location: { country: location.country, state: event.target.value } })}
            >
              {!knownState && (
                <option value="" disabled>
                  {t('cart.shipping.chooseState')}
                </option>
              )}
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      {shippingRates.length > 0 ? (
        <fieldset className="cart-shipping__rates">
          <legend className="visually-hidden">{t('cart.shipping.method')}</legend>
          {shippingRates.map((rate) => (
            <label key={rate.id} className="cart-shipping__rate">
              <input
                type="radio"
                name={`${id}-rate`}
                value={rate.id}
                checked={rate.id === chosenShippingMethod}
                onChange={() => cart?.send({ type: 'CHOOSE_SHIPPING', methodId: rate.id })}
              />
              <span className="cart-shipping__rate-label">{rate.label}</span>
              <span className="cart-shipping__rate-cost">{rate.cost}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="cart-shipping__none">{t('cart.shipping.none')}</p>
      )}
    </CartSection>
  );
}
