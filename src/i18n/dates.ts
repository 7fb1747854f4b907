// Long dates in each language the shop speaks, as Intl writes them there ("January 5, 2026",
// "5. Januar 2026", "5 de enero de 2026"), in UTC. Written by hand for the reasons format.ts gives;
// apart from it so that only pages that show a date carry the month names.
import { localeTags, type Locale } from '../../common/locales';
import { currentLocale } from './index';

const monthNames: Record<Locale, readonly string[]> = {
  en_US: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de_DE: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  es_ES: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  fr_FR: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  it_IT: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  pt_BR: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
};

/** Each language's long date from its day, month name and year. */
const longDates: Record<Locale, (day: number, month: string, year: number) => string> = {
  en_US: (day, month, year) => `${month} ${day}, ${year}`,
  de_DE: (day, month, year) => `${day}. ${month} ${year}`,
  es_ES: (day, month, year) => `${day} de ${month} de ${year}`,
  fr_FR: (day, month, year) => `${day} ${month} ${year}`,
  it_IT: (day, month, year) => `${day} ${month} ${year}`,
  pt_BR: (day, month, year) => `${day} de ${month} de ${year}`,
};

/** Formats a date string as a language's long date, in UTC ('January 5, 2026', '5. Januar 2026'); an unreadable date gives ''. */
export function formatDate(value: string | null | undefined, locale: Locale = currentLocale()): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const year = date.getUTCFullYear();
  // Years before 1 are written with an era by Intl; no shop has such dates, but the rule is kept.
  if (year < 1) return intlLongDate(locale).format(date);
  return longDates[locale](date.getUTCDate(), monthNames[locale][date.getUTCMonth()]!, year);
}

const longDateFormats = new Map<Locale, Intl.DateTimeFormat>();
function intlLongDate(locale: Locale): Intl.DateTimeFormat {
  let format = longDateFormats.get(locale);
  if (!format) longDateFormats.set(locale, (format = new Intl.DateTimeFormat(localeTags[locale], { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })));
  return format;
}
