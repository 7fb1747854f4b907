// The actor system a server render reads (entry-server.tsx): made, and never started. Making it
// gives every actor its first snapshot, which is all the markup reads and what the browser's
// system has when it hydrates. It only renders, so it leaves out the actors that act only in a
// browser (storefront.ts, rendersOnly). Started, its actors would only wait for the browser's
// events, and would then have to be stopped again: starting and stopping were a fifth to a quarter
// of what a product page's actors cost the server (issue 41).
import { createActor } from 'xstate';
import { catalogMachine } from './catalog';
import { screenMachine } from './screen';
import { storefrontMachine, type StorefrontStart } from './storefront';

export function serverSystem(input: StorefrontStart) {
  const { view } = input.page;
  return createActor(storefrontMachine, {
    input: {
      ...input,
      rendersOnly: true,
      codeAtHand: {
        // As the browser hydrates it: a list page with the catalog, which it renders from; any other
        // page without, since the browser starts the catalog only once such a page has hydrated.
        catalog: view === 'productList' ? catalogMachine : undefined,
        // A page with forms or tabs of its own renders them from the screen's actors, which the
        // browser starts before it hydrates such a page; any other page goes without, as the browser's does.
        screen: input.pageActorsOf(view) ? screenMachine : undefined,
      },
    },
  });
}
