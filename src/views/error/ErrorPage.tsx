// The error page (SPEC §2): 'Error 404' and the reason, with ways back into the shop.
import type { ErrorData } from '../../screens/screen';
import { t } from '../../i18n';
import { ButtonLink } from '../ui/ButtonLink';
import { IconBadge } from '../ui/IconBadge';
import { SearchIcon } from '../ui/icons';
import '../ui/Page.css';
import './ErrorPage.css';

export default function ErrorPage({ data }: { data: ErrorData }) {
  return (
    <div className="container page error-page">
      <IconBadge size="xl" tone="brand">
        <SearchIcon size={32} />
      </IconBadge>
      <h1 className="error-page__title">{t('error.title', { statusCode: data.statusCode })}</h1>
      <p className="error-page__message">{t(data.messageKey)}</p>
      <div className="error-page__actions">
        <ButtonLink href="/">{t('error.backHome')}</ButtonLink>
        <ButtonLink href="/products" variant="secondary">
          {t('products.viewAll')}
        </ButtonLink>
      </div>
    </div>
  );
}
