// Every visible string goes through t() (DESIGN.md §3). The active dictionary is set once on the
// client and, on the server, synchronously before each render (renderToString does not yield).
import rosetta from 'rosetta';
// The locales from common/, so server code (the mail) can translate without the storefront's routes.
import { defaultLocale, type Locale } from '../../common/locales';

export type Messages = Record<string, unknown>;

const i18n = rosetta<Messages>();
let active: Locale = defaultLocale;

/** Registers a locale's messages (the server registers all six, the client only its own). */
export function addMessages(locale: Locale, messages: Messages): void {
  i18n.set(locale, messages);
}

export function setLocale(locale: Locale): void {
  active = locale;
  i18n.locale(locale);
}

export function currentLocale(): Locale {
  return active;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Translates a dotted key with `{{name}}` parameters; a missing key shows the key itself. */
export const t: Translate = (key, params) => translate(active, key, params);

/** A translator fixed to one locale, for server code that awaits between translations. */
export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  const text = i18n.t(key, params, locale);
  return text === '' ? key : text;
}
