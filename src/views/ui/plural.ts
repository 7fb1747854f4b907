// t() has no plural rules, so counted messages keep a `one` and an `other` form and the
// platform's CLDR rules pick between them. Categories a locale may have beyond those two
// ('many' in pt-BR for millions) read correctly with the `other` form.
import { currentLocale, t } from '../../i18n';
import { pluralCategory } from '../../i18n/format';
import { localeTags } from '../../i18n/locales';

/** Translates `key.one` or `key.other` for `count`, passing `{{count}}` and any other params. */
export function tCount(key: string, count: number, params: Record<string, string | number> = {}): string {
  const form = pluralCategory(localeTags[currentLocale()], count) === 'one' ? 'one' : 'other';
  return t(`${key}.${form}`, { ...params, count });
}
