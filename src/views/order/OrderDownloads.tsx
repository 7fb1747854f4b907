// The files a paid order gives (the store sends none before payment): each with how long and how
// often it may be fetched, and its link once the shop serves one.
import type { OrderDownload } from '../../order/types';
import { currentLocale, t } from '../../i18n';
import { formatLongDate } from '../../i18n/format';
import { localeTags } from '../../i18n/locales';
import './OrderDownloads.css';

export function OrderDownloads({ downloads }: { downloads: OrderDownload[] }) {
  const languageTag = localeTags[currentLocale()];
  return (
    <section className="order__section" aria-labelledby="order-downloads">
      <h2 id="order-downloads" className="order__heading">
        {t('order.downloads')}
      </h2>
      <ul className="order-downloads">
        {downloads.map((download) => (
          <li key={download.id} className="order-downloads__item">
            <span className="order-downloads__name">
              {download.url ? (
                <a href={download.url} download aria-label={t('order.download', { name: download.name })}>
                  {download.name}
                </a>
              ) : (
                download.name
              )}
            </span>
            <span className="order-downloads__access">
              {download.accessExpires ? t('order.expires', { date: formatLongDate(languageTag, download.accessExpires) }) : t('order.neverExpires')}
              {' · '}
              {download.downloadsRemaining === null ? t('order.unlimitedDownloads') : t('order.downloadsRemaining', { count: download.downloadsRemaining })}
            </span>
            {!download.url && <span className="order-downloads__pending">{t('order.linkNotReady')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
