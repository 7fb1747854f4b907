// Where the order is billed and shipped, written as the country writes addresses closely enough
// for a receipt: name, company, street, then city and postcode in the local order; the state only
// where addresses name it (US, Canada, Brazil: 'Austin, TX 78701').
import type { Address } from '../../../common/address';
import { currentLocale, t } from '../../i18n';
import { countryName } from '../../i18n/countryNames';
import './OrderAddresses.css';

// Countries that write the city, and the state, before the postcode.
const cityFirst = new Set(['US', 'CA', 'BR']);

function addressLines(address: Address): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const place = cityFirst.has(address.country)
    ? [[address.city, address.state].filter(Boolean).join(', '), address.postcode].filter(Boolean).join(' ')
    : [address.postcode, address.city].filter(Boolean).join(' ');
  const country = address.country ? countryName(currentLocale(), address.country) : '';
  return [name, address.company, address.address1, address.address2, place, country].filter(Boolean);
}

function AddressCard({ title, id, address }: { title: string; id: string; address: Address }) {
  return (
    <section className="order-addresses__card" aria-labelledby={id}>
      <h2 id={id} className="order__heading">
        {title}
      </h2>
      <address className="order-addresses__address">
        {addressLines(address).map((line, index) => (
          <span key={index}>{line}</span>
        ))}
        {(address.phone || address.email) && (
          <span className="order-addresses__contacts">
            {address.phone && (
              <span>
                {t('order.phone')}: {address.phone}
              </span>
            )}
            {address.email && (
              <span>
                {t('order.email')}: {address.email}
              </span>
            )}
          </span>
        )}
      </address>
    </section>
  );
}

export function OrderAddresses({ billing, shipping }: { billing: Address; shipping: Address | null }) {
  return (
    <div className="order-addresses">
      <AddressCard title={t('order.billingAddress')} id="order-billing" address={billing} />
      {shipping && <AddressCard title={t('order.shippingAddress')} id="order-shipping" address={shipping} />}
    </div>
  );
}
