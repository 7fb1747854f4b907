// Plain text as HTML, the way WordPress shows a comment: paragraphs at blank lines, line breaks
// within them, every character escaped so no markup gets through. The store backend answers
// reviews this way, and the browser shows a review it just sent the same way.
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

export function plainTextHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (char) => escapes[char]!).replace(/\n/g, '<br />\n')}</p>`)
    .join('\n');
}
