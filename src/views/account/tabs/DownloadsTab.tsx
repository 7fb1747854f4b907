// The downloads section (SPEC §2 Account, §7 getDownloads): the files of the customer's paid orders,
// each with its product, how often and how long it may still be fetched, and its download link while
// it is open. It renders the downloads actor's snapshot and asks it to fetch when the section opens.
import { useSelector } from '../../../machines/useSelector';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { formatLongDate } from '../../../../common/orderFormats';
import type { AccountDownload } from '../../../domain/account/types';
import { currentLocale, t } from '../../../i18n';
import { localeTags } from '../../../i18n/locales';
import { useScreenActor } from '../../../machines/react';
import type { SystemActors } from '../../../machines/system';
import { routePath } from '../../../routes';
import { EmptyState } from '../../ui/EmptyState';
import { ArrowRightIcon } from '../../ui/icons';
import { LoadFailed } from './LoadFailed';
import { SectionLoading } from '../SectionLoading';
import { useSectionShown } from './useSectionShown';

function closedReason(download: AccountDownload): string {
  return download.downloadsRemaining === 0 ? t('order.downloadsUsedUp') : t('order.downloadExpired');
}

export function DownloadsTab() {
  const list = useScreenActor('accountDownloads');
  return list ? <DownloadsList list={list} /> : <SectionLoading />;
}

function DownloadsList({ list }: { list: SystemActors['accountDownloads'] }) {
  const snapshot = useSelector(list, (state) => state);
  useEffect(() => list.send({ type: 'FETCH' }), [list]);
  const fetched = useSectionShown(snapshot.matches('success'));

  if (snapshot.matches('error')) return <LoadFailed message={t('accountTabs.downloads.error')} onRetry={() => list.send({ type: 'FETCH' })} />;
  if (!fetched) return <SectionLoading />;
  const downloads = snapshot.context.items;
  if (downloads.length === 0) return <EmptyState icon={<ArrowRightIcon size={28} />} text={t('accountTabs.downloads.empty')} />;

  const languageTag = localeTags[currentLocale()];
  return (
    <ul className="account-downloads">
      {downloads.map((download) => (
        <li key={download.id} className="account-downloads__item">
          <div className="account-downloads__about">
            <span className="account-downloads__name">{download.name}</span>
            {download.product && (
              <Link className="account-downloads__product" href={routePath('product', { slug: download.product.slug })}>
                {download.product.name}
              </Link>
            )}
            <span className="account-downloads__access">
              {download.accessExpires ? t('order.expires', { date: formatLongDate(languageTag, download.accessExpires) }) : t('order.neverExpires')}
              {' · '}
              {download.downloadsRemaining === null ? t('order.unlimitedDownloads') : t('order.downloadsRemaining', { count: download.downloadsRemaining })}
            </span>
          </div>
          {download.url ? (
            // A plain link: the browser fetches the file itself, as an attachment.
            <a className="button button--secondary account-downloads__link" href={download.url} download aria-label={t('order.download', { name: download.name })}>
              {t('order.downloadFile')}
            </a>
          ) : (
            <span className="account-downloads__closed">{closedReason(download)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
