// @vitest-environment jsdom
// A client navigation adds the CSS pieces the next view needs and the page lacks, each in its place
// in the stylesheet order (src/viewStyles.ts), so the page cascades as the whole stylesheet would.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StylePiece } from '../../src/viewStyles';

let viewStyles: typeof import('../../src/viewStyles');
const served: Record<string, StylePiece[]> = {
  checkout: [[0, '.a{}'], [3, '.c{}'], [5, '.shared{}'], [7, '.d{}'], [12, '.late{}']],
  account: [[0, '.a{}'], [1, '.first{}'], [5, '.shared{}']],
};
const fetched: string[] = [];

beforeEach(async () => {
  // As in a production build: in development Vite adds the CSS itself.
  vi.stubEnv('DEV', false);
  vi.resetModules();
  viewStyles = await import('../../src/viewStyles');
  document.head.innerHTML = viewStyles.styleElements([[0, '.a{}'], [5, '.shared{}'], [9, '.product{}']]);
  fetched.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    const view = /-(\w+)\.json$/.exec(url)?.[1] ?? '';
    return served[view] ? new Response(JSON.stringify(served[view])) : new Response('', { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const pieces = () => [...document.querySelectorAll<HTMLStyleElement>('style[data-piece]')].map((element) => [Number(element.dataset.piece), element.textContent]);

describe('view styles', () => {
  it('writes each piece as a numbered style element', () => {
    expect(viewStyles.styleElements([[2, '.x{color:red}']])).toBe('<style data-piece="2">.x{color:red}</style>');
  });

  it('adds only the missing pieces, each before the first piece numbered higher', async () => {
    await viewStyles.addViewStyles('b1', 'checkout');
    expect(fetched).toEqual(['/assets/styles/b1-checkout.json']);
    expect(pieces()).toEqual([
      [0, '.a{}'],
      [3, '.c{}'],
      [5, '.shared{}'],
      [7, '.d{}'],
      [9, '.product{}'],
      [12, '.late{}'],
    ]);
    await viewStyles.addViewStyles('b1', 'account');
    expect(pieces().map(([order]) => order)).toEqual([0, 1, 3, 5, 7, 9, 12]);
  });

  it('fetches a view’s pieces once, and none for the view the server rendered', async () => {
    viewStyles.servedStyles('product');
    await viewStyles.addViewStyles('b1', 'product');
    await viewStyles.addViewStyles('b1', 'checkout');
    await viewStyles.addViewStyles('b1', 'checkout');
    expect(fetched).toEqual(['/assets/styles/b1-checkout.json']);
  });

  it('fails when the build has no such styles (the navigation then loads the page whole)', async () => {
    await expect(viewStyles.addViewStyles('gone', 'wishlist')).rejects.toThrow(/404/);
    expect(pieces().map(([order]) => order)).toEqual([0, 5, 9]);
  });
});
