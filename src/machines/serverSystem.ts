// The actor system a server render reads (entry-server.tsx): made, and never started. Making it
// gives every actor its first snapshot, which is all the markup reads and what the browser's
// system has when it hydrates. It only renders, so it leaves out the actors that act only in a
// browser (storefront.ts, rendersOnly) and the screen. Started, its actors would only wait for the
// browser's events, and would then have to be stopped again: starting and stopping were a fifth to
// a quarter of what a product page's actors cost the server (issue 41).
import { assign, createActor } from 'xstate';
import { catalogMachine } from './catalog';
import type { ScreenScope, SpawnLogic } from './screen';
import { storefrontMachine, type StorefrontStart } from './storefront';

const renderingMachine = storefrontMachine.provide({
  actions: {
    // No screen: the page never changes and nobody signs in while it renders, which is all a
    // screen follows. The root starts the page's actors from the scope the browser's screen starts
    // them from before hydration (nobody known yet, not live), and views find them by their system
    // ids (react.tsx). Making a screen for that was a fifth of a product page's actors' cost.
    startPageActors: assign(({ context, spawn }) => {
      const actors = context.pageActorsOf(context.initialPage.view);
      const scope: ScreenScope = { page: context.initialPage, endpoint: context.graphqlUrl, customer: undefined, hydrated: false };
      if (actors && (!actors.code || actors.code.ready(scope))) actors.start(scope, spawn as SpawnLogic);
      return {};
    }),
  },
});

export function serverSystem(input: StorefrontStart) {
  return createActor(renderingMachine, {
    input: {
      ...input,
      rendersOnly: true,
      // As the browser hydrates it: a list page with the catalog, which it renders from; any other
      // page without, since the browser starts the catalog only once such a page has hydrated.
      catalogAtHand: input.page.view === 'productList' ? catalogMachine : undefined,
    },
  });
}
