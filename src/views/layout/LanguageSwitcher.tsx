// Links to this same page in every language. Each is a full page load, because a language's
// messages are loaded with its pages; the click also stores the choice in the locale cookie
// (SPEC §9: 365 days, path /, SameSite Lax) so the shop remembers it.
import { localeCookie, localeNames, locales, localeTags, localizePath, type Locale } from '../../i18n/locales';
import { t } from '../../i18n';
import { usePage } from '../../machines/react';
import { GlobeIcon } from '../ui/icons';
import './LanguageSwitcher.css';

function rememberLocale(locale: Locale) {
  document.cookie = `${localeCookie.name}=${locale}; max-age=${localeCookie.maxAgeSeconds}; path=/; samesite=lax`;
}

export function LanguageSwitcher() {
  const page = usePage();
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
              onClick={() => rememberLocale(locale)}
            >
              {localeNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
