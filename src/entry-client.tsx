// Browser entry. The page arrives complete from the server, so the browser first paints it (its
// text, and its main picture when that has arrived: it is preloaded first), and only then runs the
// storefront's code (client-start.tsx), which the page has already fetched (its preload links).
// Evaluating the libraries and hydrating takes the main thread for a while on a slow phone; done
// first, it would hold back that paint. A hidden tab, which paints no frames, starts after 50 ms.

function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 50);
    // The frame's callback runs before it paints; the task after it runs once it has.
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });
}

void afterNextPaint().then(() => import('./client-start'));
