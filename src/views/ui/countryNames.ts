// Country names in the page's language, from Intl.DisplayNames (the store gives ISO codes only),
// sorted as that language sorts them: for the cart's and checkout's country selects.
import { currentLocale } from '../../i18n';
import { localeTags } from '../../i18n/locales';

// One DisplayNames per language: they are costly to make.
const regionNames = new Map<string, Intl.DisplayNames>();

function countryName(languageTag: string, code: string): string {
  let names = regionNames.get(languageTag);
  if (!names) regionNames.set(languageTag, (names = new Intl.DisplayNames([languageTag], { type: 'region' })));
  return names.of(code) ?? code;
}

export function countryOptions(codes: readonly string[]): { code: string; name: string }[] {
  const languageTag = localeTags[currentLocale()];
  return codes.map((code) => ({ code, name: countryName(languageTag, code) })).sort((a, b) => a.name.localeCompare(b.name, languageTag));
}
