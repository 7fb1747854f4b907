// A quick "cannot contain" test for the search. Scanning every product's text (about 750 characters
// each, 10,000 products) on each keystroke costs several milliseconds; instead each text gets a
// 512-bit signature of the character pairs in it, once per list. A text that contains the search
// term contains every pair of the term, so a product whose signature lacks one of the term's bits
// is skipped without reading its text. Only the products left are checked with `includes`, which
// keeps the result exact.

/** 32-bit words per signature: 512 bits keep a typical description's bits at about a third set. */
export const signatureWords = 16;

function pairBit(first: number, second: number): number {
  // Fibonacci hashing spreads neighbouring character codes over the 9 bits a bit number needs.
  return Math.imul((first << 16) | second, 0x9e3779b1) >>> 23;
}

/** Sets the signature of `text` into `into` at word `offset`. */
export function writeSignature(text: string, into: Uint32Array, offset: number): void {
  for (let i = 1; i < text.length; i++) {
    const bit = pairBit(text.charCodeAt(i - 1), text.charCodeAt(i));
    into[offset + (bit >>> 5)]! |= 1 << (bit & 31);
  }
}

/** The signature of a search term; all zero when it is too short to have a pair. */
export function termSignature(term: string): Uint32Array {
  const signature = new Uint32Array(signatureWords);
  writeSignature(term, signature, 0);
  return signature;
}
