// A page carries only its view's CSS (scripts/view-styles.ts): numbered pieces, each in its own
// style element, which the server writes into the page's head. A client navigation to another view
// adds the pieces that view needs and the page lacks, each before the first piece numbered higher,
// so the page's styles stay in the one stylesheet's order and cascade as it does.

/** A piece: its place in the stylesheet order, and its CSS. */
export type StylePiece = [order: number, css: string];

/** Where a build keeps a view's pieces (an immutable asset, like every file under assets/). */
export function viewStylesPath(buildId: string, view: string): string {
  return `assets/styles/${buildId}-${view}.json`;
}

/** The pieces as the server writes them into a page. */
export function styleElements(pieces: readonly StylePiece[]): string {
  return pieces.map(([order, css]) => `<style data-piece="${order}">${css}</style>`).join('');
}

const added = new Set<string>();

/** The server wrote this view's pieces into the page. */
export function servedStyles(view: string): void {
  added.add(view);
}

/** Adds the pieces a view needs that the page lacks; at once when its pieces were added before. */
export async function addViewStyles(buildId: string, view: string): Promise<void> {
  // In development Vite adds each module's CSS with its code.
  if (import.meta.env.DEV || added.has(view)) return;
  const response = await fetch(`/${viewStylesPath(buildId, view)}`);
  if (!response.ok) throw new Error(`The ${view} view's styles answered ${response.status}`);
  const pieces = (await response.json()) as StylePiece[];
  const present = [...document.querySelectorAll<HTMLStyleElement>('style[data-piece]')];
  for (const [order, css] of pieces) {
    const next = present.findIndex((element) => Number(element.dataset.piece) >= order);
    if (next >= 0 && Number(present[next]!.dataset.piece) === order) continue;
    const element = document.createElement('style');
    element.dataset.piece = String(order);
    element.textContent = css;
    if (next >= 0) present[next]!.before(element);
    else if (present.length > 0) present[present.length - 1]!.after(element);
    else document.head.append(element);
    present.splice(next >= 0 ? next : present.length, 0, element);
  }
  added.add(view);
}
