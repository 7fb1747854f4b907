// What the listing search (SPEC §5: case-insensitive substring of name, description or short
// description) looks in. Descriptions arrive as HTML; a shopper searches the words they read, so
// markup is removed once, when the list is built, and each search is a plain `includes`.
import { decodeEntities, htmlToText } from '../htmlText';
import type { ProductSummary } from '../types';

/** A listed product with its prepared search text (see toSearchText). */
export type ListedProduct = ProductSummary & { searchText: string };

const whitespace = /\s+/g;

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
