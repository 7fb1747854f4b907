// The server renders a page from an actor system it makes and never starts
// (machines/serverSystem.ts): its markup must be what the browser's started system renders when it
// hydrates, and a product page must not cost more actors than its markup reads (issue 41): the
// parts that act only in a browser are read at rest (machines/restingActors.ts).
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { App } from '../../src/App';
import { setLocale } from '../../src/i18n';
import { defaultListingQuery } from '../../src/domain/catalog/listing/listingQuery';
import { catalogMachine } from '../../src/machines/catalog';
import { StorefrontProvider, type StorefrontActor } from '../../src/machines/react';
import { screenMachine } from '../../src/machines/screen';
import { serverSystem } from '../../src/machines/serverSystem';
import { storefrontMachine, type StorefrontStart } from '../../src/machines/storefront';
import type { PagePayload } from '../../src/screens/loaders/types';
import { loadedPageActors, preloadView } from '../../src/viewModules';
import { defaultSettings } from '../../common/settings';
import { homePage, hoodie, mug, productPage } from '../fixtures/products';
import { loadEnglish } from './views/support';

const listPage = {
  ...homePage,
  view: 'productList',
  route: 'products',
  path: '/shop',
  data: {
    products: [],
    total: 0,
    page: 1,
    pageCount: 1,
    perPage: 24,
    category: null,
    query: defaultListingQuery(),
    facets: { categories: [], attributes: [], price: null },
  },
} as unknown as PagePayload;

/** A page of another view, as homePage is of the home view. */
const pageOf = (view: string, path: string, data: unknown) => ({ ...homePage, view, route: view, path, data }) as unknown as PagePayload;

const pages = {
  'a variable product': productPage(hoodie),
  'a simple product': productPage(mug),
  'the home page': homePage,
  'a list page': listPage,
  'the wishlist page of a browser that keeps a list': pageOf('wishlist', '/wishlist', { empty: false }),
  'the wishlist page of a browser that keeps none': pageOf('wishlist', '/wishlist', { empty: true }),
  // Pages whose forms are actors of their screen in the browser.
  'the contact page': pageOf('contact', '/contact', null),
  'the contact page after a form posted without JavaScript': pageOf('contact', '/contact?sent=1', null),
  'the lost-password page of a reset link': pageOf('lostPassword', '/my-account/lost-password?key=k&login=ada', { key: 'k', login: 'ada', linkRefused: false }),
  'the account page, signed out': pageOf('account', '/my-account', { signedOut: true }),
  'the account page of a kept sign-in': pageOf('account', '/my-account?tab=orders', { signedOut: false }),
};

function start(page: PagePayload): StorefrontStart {
  return { page, settings: defaultSettings, buildId: 'test', graphqlUrl: '/graphql', pageActorsOf: loadedPageActors };
}

function markup(actor: StorefrontActor): string {
  setLocale('en_US');
  return renderToString(
    <StorefrontProvider actor={actor}>
      <App />
    </StorefrontProvider>,
  );
}

/** The system as the browser has it when it hydrates (client-start.tsx): started, then handed the code its page renders from. */
function browserSystem(page: PagePayload): StorefrontActor {
  const actor = createActor(storefrontMachine, { input: start(page) }).start();
  if (page.view === 'productList') actor.send({ type: 'CATALOG_READY', logic: catalogMachine });
  if (loadedPageActors(page.view)) actor.send({ type: 'SCREEN_READY', logic: screenMachine });
  return actor;
}

/** Every actor of the tree under `actor`, by the name of its code: its machine's id, else the name it is invoked by. */
function actorsUnder(actor: AnyActorRef): string[] {
  const children = Object.values((actor.getSnapshot() as { children?: Record<string, AnyActorRef> }).children ?? {});
  const name = typeof actor.src === 'string' ? actor.src : 'id' in actor.src ? String(actor.src.id) : 'unnamed';
  return [name, ...children.flatMap(actorsUnder)];
}

beforeAll(async () => {
  await loadEnglish();
  await Promise.all(Object.values(pages).map((page) => preloadView(page.view, page.locale)));
});

describe('the server system', () => {
  it.each(Object.entries(pages))('renders %s as the browser hydrates it', (_, page) => {
    const browser = browserSystem(page);
    expect(markup(serverSystem(start(page)))).toBe(markup(browser));
    browser.stop();
  });

  it('makes a product page with the actors its markup reads, leaving out those that act only in a browser', () => {
    expect(actorsUnder(serverSystem(start(productPage(hoodie)))).sort()).toEqual(['storefront', 'navigation', 'product', 'reviewForm'].sort());
    const browser = browserSystem(productPage(hoodie));
    expect(actorsUnder(browser).sort()).toEqual(
      ['storefront', 'locale', 'loadingBar', 'ui', 'storeInit', 'userActivity', 'wishlist', 'navigation', 'screen', 'product', 'reviewForm'].sort(),
    );
    browser.stop();
  });
});
