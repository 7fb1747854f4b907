// A slug no other row of its kind has: the slug itself, else with -2, -3… as WordPress makes
// post names and term slugs unique.
export function uniqueSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  let suffix = 2;
  while (taken.has(`${slug}-${suffix}`)) suffix += 1;
  return `${slug}-${suffix}`;
}
