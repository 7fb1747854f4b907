// How deep a JSON text or a GraphQL document nests in brackets and braces, found by scanning it
// once before it is parsed: parsers, the variables' coercion and anything that later walks the
// value recurse, and 20,000 nested arrays would overflow their stacks. Strings are skipped,
// escapes included (a GraphQL block string is read as strings side by side, which at worst
// counts brackets in it: a stricter count, never a laxer one).

/** True when `text` opens more than `maxDepth` arrays or objects inside one another. */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}
