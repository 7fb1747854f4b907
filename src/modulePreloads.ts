// The code a page needs before it hydrates, as the server lists it in the page (entry-server.tsx)
// and the browser entry fetches it (entry-client.tsx): all at once, after the page has painted.

export const modulePreloadsId = '__MODULES__';

/** The list as the page carries it: a JSON array of `assets/…js` paths. */
export function modulePreloadsElement(files: readonly string[]): string {
  return `<script id="${modulePreloadsId}" type="application/json">${JSON.stringify(files)}</script>`;
}

/** How many links are added in one task: each costs the browser's main thread about half a millisecond. */
const linksPerTask = 4;

/**
 * Links the listed modules for preloading (the browser fetches them side by side), a few per task,
 * so that linking twenty modules is no long task of its own. The list starts with what is needed first.
 */
export async function preloadListedModules(): Promise<void> {
  const list = document.getElementById(modulePreloadsId)?.textContent;
  const files = list ? (JSON.parse(list) as string[]) : [];
  for (let start = 0; start < files.length; start += linksPerTask) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    for (const file of files.slice(start, start + linksPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = `/${file}`;
      document.head.append(link);
    }
  }
}
