// A server-rendered document's parts joined as UTF-8 bytes. Each string is written straight into one
// reused buffer, sized by the most bytes a UTF-16 code unit can take (3), and the result is copied
// out at its exact length: TextEncoder's encode() on a page's markup (two bytes a character, for its
// '€' and '…') measured about three times slower than writing it into room already there, and
// measuring the exact length first is itself a second pass over the string.

let scratch = Buffer.allocUnsafe(256 * 1024);

/** The parts, in order, as one UTF-8 buffer of its own. */
export function joinUtf8(parts: readonly (string | Uint8Array)[]): Buffer {
  let most = 0;
  for (const part of parts) most += typeof part === 'string' ? part.length * 3 : part.length;
  // A larger page grows the buffer for the pages after it; rendering is synchronous from here on,
  // so no other document is being written into it meanwhile.
  if (scratch.length < most) scratch = Buffer.allocUnsafe(most);
  let at = 0;
  for (const part of parts) {
    if (typeof part === 'string') at += scratch.write(part, at, 'utf8');
    else {
      scratch.set(part, at);
      at += part.length;
    }
  }
  return Buffer.from(scratch.subarray(0, at));
}
