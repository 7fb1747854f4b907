// Resolves once the browser has painted what is on the page now: for work nothing on screen waits
// on. A hidden tab draws no frames, so it resolves after 50 ms there.
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 50);
    // The frame's callback runs before it paints; the task after it runs once it has.
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });
}
