// The shop's own English, as a page or mail in another language must not show it: the English of
// every message the locale file translates otherwise, and of the demo shop's translated store data
// (shipping titles, attribute labels, colours, states). Split at placeholders; a piece the
// language itself writes too ("Name", "Total", "Hoodies") or the shop's content names (products,
// categories, reviews: written once, in English) is no leak.
import { locales, type Locale } from '../../common/locales';
import { statesOf } from '../../server/domain/cart/countries';
import { bacsTexts } from '../../server/domain/payments/gateways/bacs/bacs-texts';
import { chequeTexts } from '../../server/domain/payments/gateways/cheque/cheque-texts';
import { codTexts } from '../../server/domain/payments/gateways/cod/cod-texts';
import { stripeTexts } from '../../server/domain/payments/gateways/stripe/stripe-texts';
import { colors } from '../../server/seed/demo-catalog';
import { demoAttributes } from '../../server/seed/demo-plan';
import { methodTitles } from '../../server/seed/demo-store-setup';
import deDE from '../../src/i18n/locales/de_DE.json' with { type: 'json' };
import enUS from '../../src/i18n/locales/en_US.json' with { type: 'json' };
import esES from '../../src/i18n/locales/es_ES.json' with { type: 'json' };
import frFR from '../../src/i18n/locales/fr_FR.json' with { type: 'json' };
import itIT from '../../src/i18n/locales/it_IT.json' with { type: 'json' };
import ptBR from '../../src/i18n/locales/pt_BR.json' with { type: 'json' };

const localeFiles: Record<Locale, unknown> = { en_US: enUS, de_DE: deDE, es_ES: esES, fr_FR: frFR, it_IT: itIT, pt_BR: ptBR };

function flatten(messages: unknown, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

/** English store data and its translation: what a page in the language shows instead. */
function storeData(locale: Locale): [string, string][] {
  const pairs: [string, string][] = [
    ...demoAttributes.map((attribute): [string, string] => [attribute.label, attribute.labels[locale as keyof typeof attribute.labels] ?? attribute.label]),
    ...Object.entries(methodTitles).map(([title, titles]): [string, string] => [title, titles[locale] ?? title]),
    ...colors.map((color): [string, string] => [color.name, color.names[locale] ?? color.name]),
    // The payment gateways' title, description and instructions.
    ...[bacsTexts, chequeTexts, codTexts, stripeTexts].flatMap((texts) =>
      (['title', 'description', 'instructions'] as const).map((field): [string, string] => [texts.en_US[field], texts[locale][field]]),
    ),
  ];
  for (const country of ['DE', 'US', 'ES']) {
    const english = statesOf(country);
    statesOf(country, locale).forEach((state, index) => pairs.push([english[index]!.name, state.name]));
  }
  return pairs;
}

const words = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

/** Pieces of English with a word of three letters or more, trimmed of spaces and punctuation. */
function pieces(text: string): string[] {
  return text
    .split(/{{.*?}}|\n/)
    .map((piece) => piece.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, ''))
    .filter((piece) => /\p{L}{3}/u.test(piece));
}

/**
 * The shop's English pieces a page in `locale` must not show, but for those its own texts or the
 * shop's content (`ownContent`: product names, descriptions…) hold as they are.
 */
export function englishPieces(locale: Locale, ownContent: string): string[] {
  const english = flatten(enUS);
  const translated = flatten(localeFiles[locale]);
  const ownText = [...translated.values(), ...storeData(locale).map(([, text]) => text), ownContent].join('\n');
  const candidates = new Set<string>();
  for (const [key, text] of english) if (translated.get(key) !== text) for (const piece of pieces(text)) candidates.add(piece);
  for (const [text, inLocale] of storeData(locale)) if (inLocale !== text) candidates.add(text);
  return [...candidates].filter((piece) => !new RegExp(words(piece).source, 'iu').test(ownText));
}

/** The pieces that occur in `shown` as whole words. */
export function shownPieces(pieces: readonly string[], shown: string): string[] {
  return pieces.filter((piece) => words(piece).test(shown));
}

/** What a reader sees of an HTML document: its text and the texts of its labels, without scripts or styles. */
export function visibleText(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<!--[\s\S]*?-->/g, ' ');
  const labels = [...withoutCode.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/gi)].map((match) => match[1]);
  // Of the meta elements, those a reader sees (in search results, in a shared link); og:type and the like are protocol words.
  const metaTexts = [...withoutCode.matchAll(/<meta[^>]*\s(?:name|property)="(?:description|og:title|og:description|twitter:title|twitter:description)"[^>]*\scontent="([^"]*)"/gi)].map((match) => match[1]);
  const text = withoutCode.replace(/<[^>]*>/g, '\n');
  return [text, ...labels, ...metaTexts]
    .join('\n')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

export const otherLocales = locales.filter((locale) => locale !== 'en_US');
