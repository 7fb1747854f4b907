// Browser entry. The page arrives complete from the server, so the browser first paints it, with its
// main picture (preloaded first, `fetchpriority="high"`), and only then fetches the storefront's
// code, all of it at once (the page lists it: modulePreloads.ts), and runs it (client-start.tsx).
// On a slow connection the picture gets the bandwidth to itself, and the code, which needs it all
// anyway, ends about when it would have; on a slow phone evaluating the libraries and hydrating
// would otherwise hold back that paint. The wait for the picture is capped, and a hidden tab,
// which paints no frames, goes on after 50 ms.
import { afterNextPaint } from './afterNextPaint';
import { preloadListedModules } from './modulePreloads';
import { nextTask } from './nextTask';

/** How long hydration waits at most for the page's main picture. */
const pictureWaitMs = 2500;

function mainPictureLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((image) => !image.complete);
  const loaded = pending.map(
    (image) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      }),
  );
  return Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, pictureWaitMs))]);
}

void mainPictureLoaded()
  .then(afterNextPaint)
  .then(async () => {
    void preloadListedModules();
    // The libraries are evaluated in a task of their own and the storefront's code in the next:
    // together they were one task of 30–50 ms, which a 4× slower phone holds for 200. The actor
    // system's React bindings are in the libraries' chunk (vite.config.ts) and, unlike React's own
    // modules, import into the entry without the bundler's CommonJS helpers.
    await import('./machines/react');
    await nextTask();
    return import('./client-start');
  });
