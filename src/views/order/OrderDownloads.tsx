// The files a paid order gives (the store sends none before payment): each with how long and how
// often it may be fetched, and a download button while its link is open. The store gives no link
// once a file's downloads are used up or its access has expired, and the list says which.
import type { OrderDownload } from '../../domain/order/types';
import { currentLocale, t } from '../../i18n';
import { formatLongDate } from '../../../common/orderFormats';
import { localeTags } from '../../i18n/locales';
import './OrderDownloads.css';

function closedReason(download: OrderDownload): string {
  return download.downloadsRemaining === 0 ? t('order.downloadsUsedUp') : t('order.downloadExpired');
}

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
            <span className="order-downloads__name">{download.name}</span>
            <span className="order-downloads__access">
              {download.accessExpires ? t('order.expires', { date: formatLongDate(languageTag, download.accessExpires) }) : t('order.neverExpires')}
              {' · '}
              {download.downloadsRemaining === null ? t('order.unlimitedDownloads') : t('order.downloadsRemaining', { count: download.downloadsRemaining })}
            </span>
            {download.url ? (
              // A plain link: the browser fetches the file itself, as an attachment.
              <a className="button button--secondary order-downloads__link" href={download.url} download aria-label={t('order.download', { name: download.name })}>
                {t('order.downloadFile')}
              </a>
            ) : (
              <span className="order-downloads__closed">{closedReason(download)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
