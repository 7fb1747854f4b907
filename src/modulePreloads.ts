// The code a page needs before it hydrates, as the server lists it in the page (entry-server.tsx)
// and the browser entry fetches it (entry-client.tsx): all at once, after the page has painted.
import { nextTask } from './nextTask';

export const modulePreloadsId = '__MODULES__';

/** The list as the page carries it: a JSON array of `assets/…js` paths. */
export function modulePreloadsElement(files: readonly string[]): string {
  return `<script id="${modulePreloadsId}" type="application/json">${JSON.stringify(files)}</script>`;
}

/**
 * Links the listed modules for preloading (the browser fetches them side by side), one per task.
 * A request a script starts costs the main thread far more than one the HTML names (with DevTools
 * attached, as in Lighthouse, it records the script's stack: several milliseconds each), so twenty
 * links in one go made a long task. The list starts with what is needed first.
 */
export async function preloadListedModules(): Promise<void> {
  const list = document.getElementById(modulePreloadsId)?.textContent;
  const files = list ? (JSON.parse(list) as string[]) : [];
  for (const [position, file] of files.entries()) {
    if (position > 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  }
}

