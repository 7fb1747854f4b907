// A `like`/`ilike` pattern that finds the given text anywhere, its own % and _ taken literally.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
