// How views read an actor's snapshot: @xstate/react's useSelector in a browser. A server render is
// one synchronous pass in which no snapshot changes and nothing subscribes, so there the selector
// reads the snapshot directly: the external store's hooks around it (subscription, memoised
// selection) were 3 % of a product page's server CPU (issue 41). The browser's first render, which
// hydrates, selects from the same snapshots, so both give the same markup. Which one is decided
// when each bundle is built (import.meta.env.SSR): the browser's carries no second hook.
import { useSelector as useSubscribedSelector } from '@xstate/react';

const selectOnce: typeof useSubscribedSelector = (actor, select) => select(actor?.getSnapshot());

export const useSelector: typeof useSubscribedSelector = import.meta.env.SSR ? selectOnce : useSubscribedSelector;
