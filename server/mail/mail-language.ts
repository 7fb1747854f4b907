// The language a mail is written in: the storefront's own translator (src/i18n) with the `mail`
// messages of its six locale files, and money and dates as that language writes them (Intl, the
// house formats of src/i18n/format.ts: long month-day-year). The storefront's pages load their
// locale files through Vite; the server imports the files itself, and nothing of the storefront's
// routes or views comes with them.
import { localeTags, locales, type Locale } from '../../common/locales';
import { addMessages, translator, type Translate } from '../../src/i18n';
import { formatLongDate } from '../../common/orderFormats';
import deDE from '../../src/i18n/locales/de_DE.json' with { type: 'json' };
import enUS from '../../src/i18n/locales/en_US.json' with { type: 'json' };
import esES from '../../src/i18n/locales/es_ES.json' with { type: 'json' };
import frFR from '../../src/i18n/locales/fr_FR.json' with { type: 'json' };
import itIT from '../../src/i18n/locales/it_IT.json' with { type: 'json' };
import ptBR from '../../src/i18n/locales/pt_BR.json' with { type: 'json' };

const localeFiles: Record<Locale, { mail: Record<string, unknown> }> = { en_US: enUS, de_DE: deDE, es_ES: esES, fr_FR: frFR, it_IT: itIT, pt_BR: ptBR };
// Only the mail's messages: the server translates nothing else.
for (const locale of locales) addMessages(locale, { mail: localeFiles[locale].mail });

export interface MailLanguage {
  /** The BCP 47 tag, for `<html lang>`. */
  tag: string;
  t: Translate;
  /** An amount in the currency's minor unit (4900 → '49,00 €' in German). */
  money(cents: number): string;
  /** An ISO 8601 date, long ('24. November 2026'). */
  date(iso: string): string;
}

/** The words of a mail without amounts or dates (a password reset, a contact message). */
export function mailWords(locale: Locale): Pick<MailLanguage, 'tag' | 't'> {
  return { tag: localeTags[locale], t: translator(locale) };
}

export function mailLanguage(locale: Locale, currency: string): MailLanguage {
  const tag = localeTags[locale];
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency });
  return {
    tag,
    t: translator(locale),
    money: (cents) => money.format(cents / 100),
    date: (iso) => formatLongDate(tag, iso),
  };
}
