// Text as it may stand in a mail's HTML: every value a mail carries is a customer's or a shopper's,
// so each one is escaped.
const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
