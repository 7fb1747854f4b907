// The country codes of a GraphQL schema's `enum CountriesEnum` (WooGraphQL's list of countries), in
// the schema's order: what scripts/country-names.ts names and its test checks the tables against.
export function countriesEnumCodes(sdl: string): string[] {
  const body = /^enum CountriesEnum \{\n([\s\S]*?)^\}/m.exec(sdl)?.[1];
  if (!body) throw new Error('the schema has no enum CountriesEnum');
  return [...body.matchAll(/^\s+([A-Z]{2})\s*$/gm)].map((match) => match[1]!);
}
