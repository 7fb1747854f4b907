// Shop-entered HTML as the plain text a shopper reads: for search, meta descriptions and JSON-LD.

// Tags that sit inside a word ('<b>T</b>-shirt') vanish; any other tag separates words.
const inlineTag = /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;
// Script, style and comments are never read by a shopper, so their contents are not text either.
const hiddenBlock = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const anyTag = /<\/?[a-z][^>]*>/gi;
const entity = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,8}));/gi;

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

export function decodeEntities(text: string): string {
  return text.replace(entity, decodeEntity);
}

// Tags go before entities are decoded, so an escaped '&lt;div&gt;' stays as the text it shows.
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(hiddenBlock, ' ').replace(inlineTag, '').replace(anyTag, ' '));
}
