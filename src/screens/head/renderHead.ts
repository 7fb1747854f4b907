// The <head> tags of a page as HTML, rendered on the server.
import type { Head } from '../loaders/types';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON that is safe inside a <script> element: no '</script>' or HTML comment can be formed. */
const scriptUnsafe: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>\u2028\u2029]/g, (character) => scriptUnsafe[character]!);
}

export function renderHead(head: Head): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map((link) => `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`),
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(head.image)}">`] : []),
    ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}">`] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('\n    ');
}
