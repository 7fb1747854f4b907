// Every visible string goes through t() (DESIGN.md §3). The active dictionary is set once on the
// client and, on the server, synchronously before each render (renderToString does not yield).
import rosetta from 'rosetta';
// The locales from common/, so server code (the mail) can translate without the storefront's routes.
import { defaultLocale, type Locale } from '../../common/locales';

export type Messages = Record<string, unknown>;

const i18n = rosetta<Messages>();
let active: Locale = defaultLocale;
/**
 * Each locale's texts found so far, by key, that have no `{{…}}` to fill: they are answered from
 * here. A page asks for a few hundred texts; rosetta splits each key and scans each text again
 * every time, a twentieth of a server render.
 */
const plainTexts = new Map<Locale, Map<string, string>>();

/** Registers a locale's messages (the server registers all six, the client only its own). */
export function addMessages(locale: Locale, messages: Messages): void {
  i18n.set(locale, messages);
  plainTexts.delete(locale);
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
  let known = plainTexts.get(locale);
  const plain = known?.get(key);
  if (plain !== undefined) return plain;
  const message = messageAt(locale, key);
  if (typeof message === 'string' && message !== '' && !message.includes('{{')) {
    if (!known) plainTexts.set(locale, (known = new Map()));
    known.set(key, message);
    return message;
  }
  const text = i18n.t(key, params, locale);
  return text === '' ? key : text;
}

/** The message a dotted key names, as the locale file has it. */
function messageAt(locale: Locale, key: string): unknown {
  let value: unknown = i18n.table(locale);
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}
