// External products are bought on another site; the shop's button goes there in a new tab.
import { t } from '../../i18n';
import { ExternalIcon } from '../ui/icons';
import '../ui/Button.css';

export function ExternalBuyLink({ url, text }: { url: string; text: string | null }) {
  return (
    <a className="button button--primary external-buy" href={url} target="_blank" rel="noopener">
      {text || t('product.buyExternal')}
      <ExternalIcon size={18} />
      <span className="visually-hidden">{t('common.opensInNewTab')}</span>
    </a>
  );
}
