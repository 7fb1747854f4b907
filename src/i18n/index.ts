// Every visible string goes through t() (DESIGN.md §3). The active dictionary is set once on the
// client and, on the server, synchronously before each render (renderToString does not yield).
// The locales from common/, so server code (the mail) can translate without the storefront's routes.
import { defaultLocale, type Locale } from '../../common/locales';

export type Messages = Record<string, unknown>;

/** Each locale's messages, as its locale file nests them. */
const tables = new Map<Locale, Messages>();
let active: Locale = defaultLocale;
/**
 * Each locale's messages found so far, by key, worked out once: a plain text as it is, a message with
 * `{{…}}` placeholders as its pieces. A page asks for a few hundred texts, and splitting each key and
 * scanning each text again on every call was a twentieth of a server render.
 */
const workedOut = new Map<Locale, Map<string, string | Template>>();

/** A message's literal text and, between the pieces, each placeholder's dotted path into the parameters. */
type Template = readonly (string | readonly string[])[];

/** Registers a locale's messages (the server registers all six, the client only its own). */
export function addMessages(locale: Locale, messages: Messages): void {
  tables.set(locale, { ...tables.get(locale), ...messages });
  workedOut.delete(locale);
}

export function setLocale(locale: Locale): void {
  active = locale;
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
  let known = workedOut.get(locale);
  let message = known?.get(key);
  if (message === undefined) {
    const found = messageAt(locale, key);
    // A missing key, an empty text or a group of messages shows the key itself.
    if (typeof found !== 'string' || found === '') return key;
    message = found.includes('{{') ? template(found) : found;
    if (!known) workedOut.set(locale, (known = new Map()));
    known.set(key, message);
  }
  return typeof message === 'string' ? message : filled(message, params);
}

/** 'Hello, {{ name }}!' → ['Hello, ', ['name'], '!']. */
function template(message: string): Template {
  const pieces: (string | string[])[] = [];
  let from = 0;
  for (const match of message.matchAll(/{{(.*?)}}/g)) {
    pieces.push(message.slice(from, match.index), match[1]!.trim().split('.'));
    from = match.index + match[0].length;
  }
  pieces.push(message.slice(from));
  return pieces;
}

/** The template with each placeholder's parameter in its place; a missing one leaves nothing. */
function filled(pieces: Template, params: Record<string, unknown> | undefined): string {
  let text = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      text += piece;
      continue;
    }
    let value: unknown = params;
    for (let step = 0; value && step < piece.length; step += 1) value = (value as Record<string, unknown>)[piece[step]!];
    text += value != null ? String(value) : '';
  }
  return text;
}

/** The message a dotted key names, as the locale file has it. */
function messageAt(locale: Locale, key: string): unknown {
  let value: unknown = tables.get(locale);
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}
