// Writes src/i18n/countries/<locale>.json: every country WooGraphQL knows (the reference schema's
// CountriesEnum) named in each of the six languages and sorted as that language sorts, from Node's
// ICU. The browser then shows the country selects without making an Intl.DisplayNames and a
// collator, each tens of milliseconds of a phone's main thread on first use (src/i18n/countryNames.ts).
//
//   node --import tsx scripts/country-names.ts   (REFERENCE_SCHEMA overrides the schema's path)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localeTags, locales } from '../common/locales';
import { countriesEnumCodes } from './countries-enum';

const root = fileURLToPath(new URL('..', import.meta.url));
const referencePath = process.env.REFERENCE_SCHEMA ?? `${root}../shared/reference/woonuxt-4.26.reconstructed.schema.graphql`;

const codes = countriesEnumCodes(readFileSync(referencePath, 'utf8'));

for (const locale of locales) {
  const tag = localeTags[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(tag);
  const table = codes.map((code) => {
    const name = names.of(code);
    if (!name) throw new Error(`ICU has no ${tag} name for ${code}`);
    return [code, name] as const;
  });
  table.sort((a, b) => collator.compare(a[1], b[1]));
  // One country a line: a change of name shows as one line in review.
  writeFileSync(`${root}src/i18n/countries/${locale}.json`, `[\n${table.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n')}\n]\n`);
}
console.log(`wrote ${codes.length} country names in ${locales.length} languages to src/i18n/countries/`);
