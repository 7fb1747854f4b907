// A click on a button of a deferred part (deferredPart.tsx) whose code has not arrived yet would be
// lost: React cannot hydrate the part to hand the click to it, so it stops the event before the
// button gets it. A size chosen or the next picture asked for in that moment would do nothing. A
// part whose loader goes through keepingEarlyClicks keeps such a click and gives it to the button
// again once a part has hydrated; one whose part is still waiting is stopped again, and kept again.
// Only plain buttons (type="button"): a link, a submit button or a checkbox does its browser
// default even when React has not seen the click, and clicking it again would do it twice.
import { useEffect, type ComponentType } from 'react';

/** The deferred parts rendered whose code has not arrived and hydrated yet. */
const waiting = new Set<object>();
/** How many parts have hydrated: a click noted before one did is given again at once. */
let hydratedParts = 0;
let missed: HTMLButtonElement[] = [];

/**
 * A deferred part's loader whose part, from the moment its code is asked for until it has hydrated,
 * keeps the clicks it cannot take yet.
 */
export function keepingEarlyClicks<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  const part = {};
  return async () => {
    waiting.add(part);
    const Part = await load();
    return function PartKeepingClicks(props: P) {
      useEffect(() => partHydrated(part), []);
      return <Part {...props} />;
    };
  };
}

/** A part has hydrated: the clicks missed meanwhile are given again, in the order they came. */
function partHydrated(part: object): void {
  waiting.delete(part);
  hydratedParts += 1;
  const again = missed;
  missed = [];
  again.forEach(clickAgain);
}

function clickAgain(button: HTMLButtonElement): void {
  if (button.isConnected && !button.disabled) button.click();
}

function noteClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[type="button"]') : null;
  if (!button) return;
  let reached = false;
  const reach = () => (reached = true);
  button.addEventListener('click', reach, { once: true });
  const partsBefore = hydratedParts;
  // Once the event has gone its way: whether it reached the button. A part may start waiting during
  // the click itself (React hydrates what it can to hand the click over), so that is asked after.
  setTimeout(() => {
    button.removeEventListener('click', reach);
    if (reached) return;
    if (hydratedParts !== partsBefore) clickAgain(button);
    else if (waiting.size > 0) missed.push(button);
  });
}

if (typeof window !== 'undefined') window.addEventListener('click', noteClick, { capture: true });
