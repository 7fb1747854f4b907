// The order-received and order-summary screens: the order the link's key opens, or "not found"
// (SPEC §8) for anything else. A snapshot of loaded data: nothing here changes it.
import type { Locale } from '../../i18n/locales';
import { loadCountryNames } from '../../i18n/countryNames';
import type { OrderData } from '../../screens/order';
import '../ui/Page.css';
import { OrderDetails } from './OrderDetails';
import { OrderNotFound } from './OrderNotFound';

/** The addresses name their countries in the page's language. */
export const prepare = (locale: Locale) => loadCountryNames(locale);

export default function OrderPage({ data }: { data: OrderData }) {
  return data.order ? <OrderDetails order={data.order} received={data.received} /> : <OrderNotFound storeFailed={data.storeFailed === true} />;
}
