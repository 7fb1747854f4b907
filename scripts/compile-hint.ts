// V8's explicit compile hint (Chrome 136 and later): a script that begins with this comment is
// compiled whole while it downloads, on a background thread, instead of function by function on the
// main thread the first time each is called. Nearly all of the storefront's code runs as a page
// hydrates, so without it that compiling happened inside hydration's tasks: on a 4× slower CPU about
// 250–350 ms of the main thread on a product page, in tasks Lighthouse counts as blocking. Browsers
// that do not know the comment read a comment.
import type { Rolldown } from 'vite';

export const compileHintComment = '//# allFunctionsCalledOnLoad';

/**
 * Chunks with less code than this (before minifying) go without: they compile on the main thread in
 * well under a millisecond, and the comment's bytes would count against every page's first-load budget.
 */
const compileHintMinimumLength = 10_000;

/** The comment for a chunk worth compiling eagerly, else nothing (the bundler's `postBanner`). */
export function compileHint(chunk: Rolldown.RenderedChunk): string {
  const length = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
  return length >= compileHintMinimumLength ? compileHintComment : '';
}
