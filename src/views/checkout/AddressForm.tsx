// The billing or shipping address: real labels, the autocomplete names browsers fill addresses
// with, the country from the shop's list and, where the country has them, its states.
import { stateIsOptional } from '../../../common/addressRules';
import type { Problems } from '../../domain/checkout/problems';
import type { Address, AddressField, CountryState } from '../../domain/checkout/types';
import { t } from '../../i18n';
import { CountrySelect } from '../ui/CountrySelect';
import { CheckoutField } from './CheckoutField';

interface AddressFormProps {
  name: 'billing' | 'shipping';
  address: Address;
  countries: string[];
  /** The chosen country's states; undefined while they are asked for, empty when it has none. */
  states: CountryState[] | undefined;
  problems: Problems;
  /** SPEC §6: an all-virtual cart may leave the billing address out: names and email only. */
  addressHidden?: boolean;
  onEdit: (field: AddressField, value: string) => void;
}

interface TextSpec {
  field: AddressField;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  wide?: boolean;
  optional?: boolean;
}

const nameFields: TextSpec[] = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
];
const streetFields: TextSpec[] = [
  { field: 'address1', autoComplete: 'address-line1', wide: true },
  { field: 'address2', autoComplete: 'address-line2', wide: true, optional: true },
  { field: 'postcode', autoComplete: 'postal-code' },
  { field: 'city', autoComplete: 'address-level2' },
];

export function AddressForm({ name, address, countries, states, problems, addressHidden = false, onEdit }: AddressFormProps) {
  const id = (field: AddressField) => `checkout-${name}-${field}`;
  const text = ({ field, autoComplete, type = 'text', wide, optional }: TextSpec) => (
    <CheckoutField key={field} id={id(field)} label={t(optional ? `checkout.field.${field}Optional` : `checkout.field.${field}`)} problem={problems[`${name}.${field}`]} wide={wide}>
      {(described) => (
        <input
          {...described}
          name={`${name}-${field}`}
          type={type}
          autoComplete={`${name} ${autoComplete}`}
          value={address[field]}
          required={!optional}
          onChange={(event) => onEdit(field, event.target.value)}
        />
      )}
    </CheckoutField>
  );
  const knownState = states?.some((state) => state.code === address.state) ?? false;
  const stateOptional = stateIsOptional(address.country);

  return (
    <div className="checkout-address">
      {nameFields.map(text)}
      {!addressHidden && (
        <>
          {text({ field: 'company', autoComplete: 'organization', wide: true, optional: true })}
          <CheckoutField id={id('country')} label={t('checkout.field.country')} problem={problems[`${name}.country`]} wide>
            {(described) => (
              <CountrySelect
                {...described}
                name={`${name}-country`}
                autoComplete={`${name} country`}
                required
                countries={countries}
                value={address.country}
                prompt={t('checkout.chooseCountry')}
                onChoose={(country) => onEdit('country', country)}
              />
            )}
          </CheckoutField>
          {streetFields.map(text)}
          {states && states.length > 0 ? (
            <CheckoutField id={id('state')} label={t(stateOptional ? 'checkout.field.stateOptional' : 'checkout.field.state')} problem={problems[`${name}.state`]} wide>
              {(described) => (
                <select {...described} name={`${name}-state`} autoComplete={`${name} address-level1`} required={!stateOptional} value={knownState ? address.state : ''} onChange={(event) => onEdit('state', event.target.value)}>
                  {(!knownState || stateOptional) && (
                    <option value="" disabled={!stateOptional}>
                      {t('checkout.chooseState')}
                    </option>
                  )}
                  {states.map((state) => (
                    <option key={state.code} value={state.code}>
                      {state.name}
                    </option>
                  ))}
                </select>
              )}
            </CheckoutField>
          ) : (
            text({ field: 'state', autoComplete: 'address-level1', wide: true, optional: true })
          )}
        </>
      )}
      {name === 'billing' && (
        <>
          {!addressHidden && text({ field: 'phone', autoComplete: 'tel', type: 'tel', optional: true })}
          {text({ field: 'email', autoComplete: 'email', type: 'email', wide: addressHidden })}
        </>
      )}
    </div>
  );
}
