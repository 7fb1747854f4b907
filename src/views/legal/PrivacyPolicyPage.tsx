// The shop's privacy policy: what it keeps, which cookies it sets and what it keeps in the browser
// (every one, from browser/storedItems.ts), and what it never does.
import { storedItems, type StoredItemId } from '../../browser/storedItems';
import { t } from '../../i18n';
import { useSettings } from '../../machines/react';
import { PageHeader } from '../ui/PageHeader';
import '../ui/Page.css';
import './LegalPage.css';

const itemIds = Object.keys(storedItems) as StoredItemId[];
const cookies = itemIds.filter((id) => storedItems[id].place === 'cookie');
const browserStorage = itemIds.filter((id) => storedItems[id].place !== 'cookie');

function StoredItemList({ ids }: { ids: StoredItemId[] }) {
  return (
    <ul className="policy__stored">
      {ids.map((id) => (
        <li key={id}>
          <code>{storedItems[id].name}</code> {t(`privacy.stored.${id}`)}
        </li>
      ))}
    </ul>
  );
}

export default function PrivacyPolicyPage() {
  const { storeName } = useSettings();
  return (
    <div className="container page">
      <PageHeader title={t('privacy.title')} lead={t('privacy.intro', { store: storeName })} />
      <div className="policy">
        <section aria-labelledby="privacy-data">
          <h2 id="privacy-data">{t('privacy.dataTitle')}</h2>
          <p>{t('privacy.dataIntro')}</p>
          <ul>
            <li>{t('privacy.dataCart')}</li>
            <li>{t('privacy.dataAccount')}</li>
            <li>{t('privacy.dataOrders')}</li>
          </ul>
        </section>
        <section aria-labelledby="privacy-cookies">
          <h2 id="privacy-cookies">{t('privacy.cookiesTitle')}</h2>
          <p>{t('privacy.cookiesIntro')}</p>
          <StoredItemList ids={cookies} />
        </section>
        <section aria-labelledby="privacy-storage">
          <h2 id="privacy-storage">{t('privacy.storageTitle')}</h2>
          <p>{t('privacy.storageIntro')}</p>
          <StoredItemList ids={browserStorage} />
        </section>
        <section aria-labelledby="privacy-tracking">
          <h2 id="privacy-tracking">{t('privacy.trackingTitle')}</h2>
          <p>{t('privacy.tracking')}</p>
        </section>
        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">{t('privacy.rightsTitle')}</h2>
          <p>{t('privacy.rights')}</p>
          <p>{t('privacy.contact')}</p>
        </section>
      </div>
    </div>
  );
}
