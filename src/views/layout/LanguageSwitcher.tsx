// Links to this same page in every language. Each is a full page load, because a language's
// messages are loaded with its pages; the click also tells the locale actor, which keeps the
// choice so the shop remembers it (machines/locale.ts).
import { localeNames, locales, localeTags, localizePath } from '../../i18n/locales';
import { t } from '../../i18n';
import { useChooseLocale, usePage } from '../../machines/react';
import { GlobeIcon } from '../ui/icons';
import './LanguageSwitcher.css';

export function LanguageSwitcher() {
  const page = usePage();
  const chooseLocale = useChooseLocale();
  return (
    <nav className="language-switcher" aria-labelledby="language-switcher-title">
      <h2 id="language-switcher-title" className="language-switcher__title">
        <GlobeIcon size={16} />
        {t('footer.language')}
      </h2>
      <ul className="language-switcher__list">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              className="language-switcher__link"
              href={localizePath(page.path, locale)}
              hrefLang={localeTags[locale]}
              lang={localeTags[locale]}
              aria-current={locale === page.locale ? 'true' : undefined}
              onClick={() => chooseLocale(locale)}
            >
              {localeNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
