// What the shop tells a shopper about their cart (a coupon it refuses, stock it lacks), named by its
// key in the `storeMessages` section of the storefront's locale files (src/i18n/locales/), so that it
// is written in the language of the request that gets it (graphql/localized-errors.ts). Its English
// is WooCommerce's wording, and the message of the error that carries it everywhere else (logs, tests).
// The server reads the locale files itself, as the mail does (mail/mail-language.ts).
import { defaultLocale, localeTags, locales, type Locale } from '../../common/locales';
import { addMessages, translator } from '../../src/i18n';
import deDE from '../../src/i18n/locales/de_DE.json' with { type: 'json' };
import enUS from '../../src/i18n/locales/en_US.json' with { type: 'json' };
import esES from '../../src/i18n/locales/es_ES.json' with { type: 'json' };
import frFR from '../../src/i18n/locales/fr_FR.json' with { type: 'json' };
import itIT from '../../src/i18n/locales/it_IT.json' with { type: 'json' };
import ptBR from '../../src/i18n/locales/pt_BR.json' with { type: 'json' };
import { shopCurrency } from './money';

const localeFiles = { en_US: enUS, de_DE: deDE, es_ES: esES, fr_FR: frFR, it_IT: itIT, pt_BR: ptBR };
for (const locale of locales) addMessages(locale, { storeMessages: localeFiles[locale].storeMessages });

export type StoreMessageKey = keyof typeof enUS.storeMessages;

/** An amount of the shop's currency in cents, written as the message's language writes money. */
export interface Money {
  cents: number;
}

/** How long a shopper must wait, written in whole seconds below a minute, else in whole minutes. */
export interface Wait {
  seconds: number;
}

/** Store data the shop keeps in every language (a gateway's title). */
export interface TextPerLocale {
  perLocale: Readonly<Record<Locale, string>>;
}

export type StoreMessageParam = string | number | Money | Wait | TextPerLocale | StoreMessage;

const moneyFormats = new Map(locales.map((locale) => [locale, new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency: shopCurrency })]));
// Counts group their digits as each language writes them (5,000; 5.000; 5000 in Spanish).
const numberFormats = new Map(locales.map((locale) => [locale, new Intl.NumberFormat(localeTags[locale], { useGrouping: 'auto' })]));
const unitFormats = (unit: 'second' | 'minute') =>
  new Map(locales.map((locale) => [locale, new Intl.NumberFormat(localeTags[locale], { style: 'unit', unit, unitDisplay: 'long' })]));
const secondFormats = unitFormats('second');
const minuteFormats = unitFormats('minute');

export class StoreMessage {
  constructor(
    readonly key: StoreMessageKey,
    readonly params: Readonly<Record<string, StoreMessageParam>> = {},
  ) {}

  /** WooCommerce's English. */
  get text(): string {
    return this.in(defaultLocale);
  }

  in(locale: Locale): string {
    const written = Object.fromEntries(Object.entries(this.params).map(([name, value]) => [name, writeParam(value, locale)]));
    return translator(locale)(`storeMessages.${this.key}`, written);
  }
}

function writeParam(value: StoreMessageParam, locale: Locale): string {
  if (value instanceof StoreMessage) return value.in(locale);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberFormats.get(locale)!.format(value);
  if ('cents' in value) return moneyFormats.get(locale)!.format(value.cents / 100);
  if ('perLocale' in value) return value.perLocale[locale];
  if (value.seconds < 60) return secondFormats.get(locale)!.format(value.seconds);
  return minuteFormats.get(locale)!.format(Math.ceil(value.seconds / 60));
}
