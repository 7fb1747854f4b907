// The manager area for anyone who is not a manager: a page they may not see, and the way back.
import { t } from '../../i18n';
import { routePath } from '../../routes';
import { ButtonLink } from '../ui/ButtonLink';

export function ShopRefused() {
  return (
    <section className="shop-refused" aria-labelledby="shop-refused-title">
      <h2 id="shop-refused-title">{t('shop.refused.title')}</h2>
      <p>{t('shop.refused.text')}</p>
      <ButtonLink href={routePath('account')}>{t('shop.refused.account')}</ButtonLink>
    </section>
  );
}
