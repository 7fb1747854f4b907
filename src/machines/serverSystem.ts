// The actor system a server render reads (entry-server.tsx): made, and never started. Making it
// gives every actor its first snapshot, which is all the markup reads and what the browser's
// system has when it hydrates. It only renders, so it leaves out the actors that act only in a
// browser and the screen, starting the page's actors itself (storefront.ts, rendersOnly). Started,
// its actors would only wait for the browser's events, and would then have to be stopped again:
// starting and stopping were a fifth to a quarter of what a product page's actors cost the server
// (issue 41).
import { createActor } from 'xstate';
import { catalogMachine } from './catalog';
import { storefrontMachine, type StorefrontStart } from './storefront';

export function serverSystem(input: StorefrontStart) {
  return createActor(storefrontMachine, {
    input: {
      ...input,
      rendersOnly: true,
      // As the browser hydrates it: a list page with the catalog, which it renders from; any other
      // page without, since the browser starts the catalog only once such a page has hydrated.
      catalogAtHand: input.page.view === 'productList' ? catalogMachine : undefined,
    },
  });
}
