// The code a page needs before it hydrates, as the server lists it in the page (entry-server.tsx)
// and the browser entry fetches it (entry-client.tsx): all at once, after the page has painted.

export const modulePreloadsId = '__MODULES__';

/** The list as the page carries it: a JSON array of `assets/…js` paths. */
export function modulePreloadsElement(files: readonly string[]): string {
  return `<script id="${modulePreloadsId}" type="application/json">${JSON.stringify(files)}</script>`;
}

/** Links the listed modules for preloading (the browser fetches them side by side). */
export function preloadListedModules(): void {
  const list = document.getElementById(modulePreloadsId)?.textContent;
  for (const file of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  }
}
