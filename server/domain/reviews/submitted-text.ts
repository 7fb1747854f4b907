// What a visitor typed into a review, as plain text: tags stripped (the content of scripts, styles
// and other elements that show no text is dropped with them), entities decoded, control characters
// and surrounding space removed, line endings as `\n`. The text is measured before any of that work,
// and the markup is read by a streaming tokenizer (htmlparser2), whose time grows with the text's
// length alone: a DOM parser rebuilds nested formatting tags over and over, and 50 KB of `<b>`
// held the server for 47 seconds.
import { Parser } from 'htmlparser2';
import { InputError } from '../input-error';
import type { StoreMessage } from '../store-message';

// Elements whose content is not text a reader sees (DOMPurify's FORBID_CONTENTS, less the media).
const unseenContent = new Set(['script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'iframe', 'title', 'head', 'svg', 'math', 'xmp']);

// Control characters other than tab and line feed: PostgreSQL refuses NUL in text, and none of
// them belongs in a review.
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Characters as a shopper counts them (an emoji is one), without making an array of them. */
function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** True when `text` holds more than `limit` characters; answers in moments however long it is. */
export function longerThan(text: string, limit: number): boolean {
  // No character takes more than two UTF-16 units, nor fewer than one.
  if (text.length > 2 * limit) return true;
  if (text.length <= limit) return false;
  return codePoints(text) > limit;
}

function textOfMarkup(markup: string): string {
  let text = '';
  let unseenDepth = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (unseenContent.has(name)) unseenDepth++;
      },
      onclosetag(name) {
        if (unseenContent.has(name) && unseenDepth > 0) unseenDepth--;
      },
      ontext(chunk) {
        if (unseenDepth === 0) text += chunk;
      },
    },
    { decodeEntities: true },
  );
  parser.end(markup);
  return text;
}

/**
 * The plain text of what a visitor sent, refused with `tooLong` when it holds more than `limit`
 * characters: counted on what was sent, so a text over the limit is refused before it is read
 * (stripping markup only ever shortens a text, so what passes stays within the limit).
 */
export function submittedPlainText(submitted: string | null | undefined, limit: number, tooLong: string | StoreMessage): string {
  if (!submitted) return '';
  const text = submitted.replace(/\r\n?/g, '\n').trim();
  if (longerThan(text, limit)) throw new InputError(tooLong);
  return textOfMarkup(text).replace(controlCharacters, '').trim();
}
