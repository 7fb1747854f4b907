// What the listing search (SPEC §5: case-insensitive substring of name, description or short
// description) looks in. Descriptions arrive as HTML; a shopper searches the words they read, so
// markup is removed once, when the list is built, and each search is a plain `includes`.
import type { ProductSummary } from '../types';

/** A listed product with its prepared search text (see toSearchText). */
export type ListedProduct = ProductSummary & { searchText: string };

// Tags that sit inside a word ('<b>T</b>-shirt') vanish; any other tag separates words.
const inlineTag = /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;
// Script, style and comments are never read by a shopper, so their contents are not text either.
const hiddenBlock = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const anyTag = /<\/?[a-z][^>]*>/gi;
const entity = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,8}));/gi;
const whitespace = /\s+/g;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
};

function decodeEntity(match: string, decimal?: string, hex?: string, name?: string): string {
  if (name) return namedEntities[name.toLowerCase()] ?? match;
  const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
  // Lone surrogates and out-of-range code points would make an unsearchable string.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return match;
  return String.fromCodePoint(code);
}

function decodeEntities(text: string): string {
  return text.replace(entity, decodeEntity);
}

// Tags go before entities are decoded, so an escaped '&lt;div&gt;' stays as the text it shows.
function htmlToText(html: string): string {
  return decodeEntities(html.replace(hiddenBlock, ' ').replace(inlineTag, '').replace(anyTag, ' '));
}

/** Collapses runs of whitespace, trims and lower-cases: the one normalisation both sides of a search get. */
export function normalizeSearchText(text: string): string {
  return text.replace(whitespace, ' ').trim().toLowerCase();
}

/**
 * The text a product is searched by: name, short description and description as lower-cased plain
 * text. The fields are joined by a line break, which a normalised search term never contains, so a
 * term cannot match across the end of one field and the start of the next.
 */
export function toSearchText(name: string, shortDescriptionHtml: string, descriptionHtml: string): string {
  // A name is plain text, but WordPress may store it with entities ('Salt &amp; Pepper').
  return [decodeEntities(name), htmlToText(shortDescriptionHtml), htmlToText(descriptionHtml)]
    .map(normalizeSearchText)
    .join('\n');
}
