// Store data a shopper reads (a shipping method's title, an attribute's label, a term's name) is
// kept as the shop owner wrote it and, beside it, in each language it has been translated into, as
// WooCommerce shops keep theirs with a translation plug-in. A language without one reads the text.
import type { Locale } from '../../common/locales';

/** The text in each language it has been translated into; the shop's own text stands for the rest. */
export type Translations = Partial<Record<Locale, string>>;

export function inLanguage(text: string, translations: Translations | null | undefined, locale: Locale): string {
  return translations?.[locale] || text;
}
