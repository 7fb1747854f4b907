// An answer's JSON text, written in turns of the event loop (server/event-loop.ts), and refused
// when it grows past a ceiling. The full product list of 10,000 is an 11 MB text: JSON.stringify
// wrote it in one call of 110–140 ms, and a walk counting its size first took another 50–85 ms.
// Here its lists are written 4,000 items at a time, a turn apart, and the count is the text.
import { nextTurn } from '../../event-loop';

/** List items written in one turn: a thousand listed products are some 11 ms of JSON.stringify. */
export const itemsPerTurn = 4000;

class TooLong extends Error {}

/**
 * `value` as JSON.stringify writes it, or null when the text would be longer than `ceiling`
 * characters (a close lower bound of its UTF-8 bytes).
 */
export async function jsonTextWithin(value: unknown, ceiling: number): Promise<string | null> {
  let length = 0;
  const counted = (text: string) => {
    length += text.length;
    if (length > ceiling) throw new TooLong();
    return text;
  };
  // Only the parts that hold a long list are walked here; every other part is written whole by
  // JSON.stringify, several times faster than any walk in JavaScript.
  const onPath = partsHoldingLongLists(value);

  const write = async (item: unknown): Promise<string | undefined> => {
    if (!onPath.has(item as object)) {
      const text = JSON.stringify(item) as string | undefined;
      return text === undefined ? undefined : counted(text);
    }
    if (Array.isArray(item)) {
      const pieces: string[] = [];
      for (let start = 0; start < item.length; start += itemsPerTurn) {
        if (start > 0) await nextTurn();
        pieces.push(await writeItems(item.slice(start, start + itemsPerTurn)));
      }
      return `[${pieces.join(',')}]`;
    }
    const members: string[] = [];
    for (const key of Object.keys(item as object)) {
      const text = await write((item as Record<string, unknown>)[key]);
      // Within an object, what JSON cannot hold is left out.
      if (text !== undefined) members.push(`${counted(JSON.stringify(key))}:${text}`);
    }
    return `{${members.join(',')}}`;
  };

  // Within a list, what JSON cannot hold is written as null.
  const writeItems = async (items: unknown[]): Promise<string> => {
    const texts: string[] = [];
    for (const each of items) texts.push((await write(each)) ?? counted('null'));
    return texts.join(',');
  };

  try {
    return (await write(value)) ?? null;
  } catch (error) {
    if (error instanceof TooLong) return null;
    throw error;
  }
}

/**
 * The lists longer than a turn's items, and the objects and lists that hold them. The items of a
 * long list are not looked into: each is written whole.
 */
function partsHoldingLongLists(value: unknown): Set<object> {
  const parts = new Set<object>();
  const holds = (item: unknown): boolean => {
    if (item === null || typeof item !== 'object' || typeof (item as { toJSON?: unknown }).toJSON === 'function') return false;
    if (Array.isArray(item) && item.length > itemsPerTurn) {
      parts.add(item);
      return true;
    }
    let held = false;
    for (const child of Object.values(item)) if (holds(child)) held = true;
    if (held) parts.add(item);
    return held;
  };
  holds(value);
  return parts;
}

/**
 * The result, carrying its data's text for Yoga to send as written (a result's `stringify`).
 * Anything Yoga sends in place of the bare data (errors, extensions) is written by JSON.stringify.
 */
export function withDataText<T extends { data?: unknown }>(result: T, dataText: string): T & { stringify(given: object): string } {
  return {
    ...result,
    stringify: (given: object) =>
      Object.keys(given).every((key) => key === 'data' || key === 'stringify') && (given as { data?: unknown }).data === result.data
        ? `{"data":${dataText}}`
        : JSON.stringify(given),
  };
}
