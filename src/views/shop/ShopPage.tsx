// The manager area (issue 39, /my-account/shop): the sections' links and the shown section, for a
// signed-in shop_manager or administrator; anyone else gets the refusal, and asks the store for
// nothing. It renders the access check's snapshot (machines/shop/shopAccess.ts) and the section's.
import { useSelector } from '../../machines/useSelector';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n';
import { loadCountryNames } from '../../i18n/countryNames';
import { loadShopMessages } from '../../i18n/shopMessages';
import { useScreenActor } from '../../machines/react';
import type { ShopData } from '../../screens/shop';
import { useSessionActor } from '../account/useSessionActor';
import { useHydratingSelector } from '../useHydratingSelector';
import { PageHeader } from '../ui/PageHeader';
import { OrderSection } from './OrderSection';
import { OrdersSection } from './OrdersSection';
import { ProductsSection } from './ProductsSection';
import { ReviewsSection } from './ReviewsSection';
import { ShopFailed, ShopLoading } from './ShopStatus';
import { ShopNav } from './ShopNav';
import { ShopRefused } from './ShopRefused';
import '../ui/Page.css';
import '../ui/FormField.css';
import './ShopPage.css';

/** The area's actors in the root system (machines/screen.ts). */
export { shopPageActors as pageActors } from '../../machines/pageActors/shop';

/** The addresses' country names and the area's messages, before it renders (the server preloads both). */
export const prepare = (locale: Locale) => loadCountryNames(locale).then(() => loadShopMessages(locale));

export default function ShopPage({ data }: { data: ShopData }) {
  const session = useSessionActor() ?? null;
  const signedIn = useHydratingSelector(session, (snapshot) => snapshot.matches({ auth: 'signedIn' }), data.signedOut ? false : (null as boolean | null));
  const access = useScreenActor('shopAccess');
  const allowed = useSelector(access, (snapshot) => snapshot?.value);

  const frame = (content: React.ReactNode) => (
    <div className="container page shop-page">
      <PageHeader title={t('shop.title')} lead={allowed === 'manager' ? t('shop.lead') : undefined} />
      {content}
    </div>
  );
  if (signedIn === false || allowed === 'refused') return frame(<ShopRefused />);
  if (allowed === 'failed') return frame(<ShopFailed onRetry={() => access?.send({ type: 'RETRY' })} />);
  if (allowed !== 'manager') return frame(<ShopLoading />);
  return frame(
    <div className="shop-page__layout">
      <ShopNav section={data.section} />
      <section className="shop-page__panel" aria-labelledby="shop-section-title">
        {data.section === 'orders' && <OrdersSection />}
        {data.section === 'order' && <OrderSection orderId={data.orderId ?? 0} />}
        {data.section === 'reviews' && <ReviewsSection />}
        {data.section === 'products' && <ProductsSection />}
      </section>
    </div>,
  );
}
