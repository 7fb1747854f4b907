// Text the database can keep: PostgreSQL's text and JSON refuse the NUL character, and a lone half
// of a UTF-16 surrogate pair is no character at all.
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}
