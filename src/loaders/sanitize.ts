// Shop-entered HTML (descriptions, reviews) is cleaned before it reaches a page: a compromised or
// careless backend must not be able to run script in shoppers' browsers.
import DOMPurify from 'isomorphic-dompurify';

const allowed = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ALLOWED_ATTR: ['href', 'title', 'rel', 'target'],
  ALLOW_DATA_ATTR: false,
};

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, allowed);
}
