// The actors a system that only renders leaves out (storefront.ts, rendersOnly) and views still
// read, each as every browser's system starts it: the panels closed, the loading bar idle, the
// wishlist dormant and empty until the page is live (whatever the page: the list is the browser's). The
// server's render reads them from here. Each is made once, when first read, and never started:
// it never changes, and no render sends it anything (a server render sends no events).
import { createActor } from 'xstate';
import { loadingBarMachine } from './loadingBar';
import type { SystemActors } from './system';
import { uiMachine } from './ui';
import { wishlistMachine } from './wishlist';

export type RestingActors = Pick<SystemActors, 'ui' | 'loadingBar' | 'wishlist'>;

const make: { [K in keyof RestingActors]: () => RestingActors[K] } = {
  ui: () => createActor(uiMachine),
  loadingBar: () => createActor(loadingBarMachine),
  // Its input only matters once it is live.
  wishlist: () => createActor(wishlistMachine, { input: { onWishlistPage: false, endpoint: '' } }),
};

const made: Partial<RestingActors> = {};

export function restingActor<K extends keyof RestingActors>(systemId: K): RestingActors[K] {
  return (made[systemId] ??= make[systemId]()) as RestingActors[K];
}
