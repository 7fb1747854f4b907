// Shop-entered HTML (descriptions, reviews) is cleaned before it reaches a page: a compromised or
// careless backend must not be able to run script in shoppers' browsers.
import DOMPurify from 'isomorphic-dompurify';
import { gaugeCache } from '../../../common/cache-gauges';

const allowed = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ALLOWED_ATTR: ['href', 'title', 'rel', 'target'],
  ALLOW_DATA_ATTR: false,
};

// Cleaning goes through a DOM and costs about half a millisecond; the same texts come back on
// every render of a page, so results are kept (bounded, oldest out first).
const cleaned = new Map<string, string>();
const cacheLimit = 5000;
gaugeCache('sanitized texts', cleaned, (texts) => {
  let characters = 0;
  for (const [html, result] of texts) characters += html.length + result.length;
  // UTF-16: two bytes a character (V8 keeps one-byte strings in half that).
  return { entries: texts.size, bytes: characters * 2 };
});

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  let result = cleaned.get(html);
  if (result === undefined) {
    result = DOMPurify.sanitize(html, allowed);
    if (cleaned.size >= cacheLimit) cleaned.delete(cleaned.keys().next().value!);
    cleaned.set(html, result);
  }
  return result;
}
