// React access to the actor system: views read snapshots with useSelector and send events.
import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from './useSelector';
import type { ActorRefFrom } from 'xstate';
import type { PagePayload } from '../screens/loaders/types';
import type { StoreSettings } from '../../common/settings';
import type { ScreenActors } from './screen';
import type { CartActor, CatalogActor, CheckoutActor, storefrontMachine } from './storefront';
import type { Locale } from '../i18n/locales';
import { restingActor, type RestingActors } from './restingActors';
import { systemActor, type SystemActors } from './system';

export type StorefrontActor = ActorRefFrom<typeof storefrontMachine>;

const StorefrontContext = createContext<StorefrontActor | null>(null);

export function StorefrontProvider({ actor, children }: { actor: StorefrontActor; children: ReactNode }) {
  return <StorefrontContext.Provider value={actor}>{children}</StorefrontContext.Provider>;
}

export function useStorefront(): StorefrontActor {
  const actor = useContext(StorefrontContext);
  if (!actor) throw new Error('useStorefront needs a StorefrontProvider');
  return actor;
}

/**
 * An actor the root runs (system.ts). Those that act only in a browser (restingActors.ts), a
 * system that only renders reads at rest.
 */
function useSystemActor<K extends 'navigation' | keyof RestingActors>(systemId: K): SystemActors[K] {
  const storefront = useStorefront();
  const actor = systemActor(storefront.system, systemId);
  if (actor) return actor;
  // Only the server's render has a system that only renders: the browser's bundle leaves this out.
  if (import.meta.env.SSR && systemId !== 'navigation' && storefront.getSnapshot().context.rendersOnly) return restingActor(systemId as keyof RestingActors) as SystemActors[K];
  throw new Error(`The storefront system has no ${systemId} actor`);
}

export const useNavigation = () => useSystemActor('navigation');
export const useLoadingBar = () => useSystemActor('loadingBar');
export const useUi = () => useSystemActor('ui');
/** The cart actor; null until its code has arrived (never during the server render or hydration). */
export function useCart(): CartActor | null {
  return useSelector(useStorefront(), (snapshot) => snapshot.context.cart);
}
/** The catalog actor, where a page needs it: list pages have it before they render. */
export function useCatalog(): CatalogActor {
  const catalog = useStartedCatalog();
  if (!catalog) throw new Error('The catalog was not started before a view that needs it');
  return catalog;
}
/** The catalog actor, or null until its code has arrived (the header's search on other pages). */
export function useStartedCatalog(): CatalogActor | null {
  return useSelector(useStorefront(), (snapshot) => snapshot.context.catalog);
}
/** The checkout actor; null until the checkout page and the cart have both started. */
export function useCheckout(): CheckoutActor | null {
  return useSelector(useStorefront(), (snapshot) => snapshot.context.checkout);
}
export const useWishlist = () => useSystemActor('wishlist');
/**
 * Tells the locale actor the shopper chose a language. It acts only in a browser, so the server's
 * render has none: it is looked up when the choice is made.
 */
export function useChooseLocale(): (locale: Locale) => void {
  const { system } = useStorefront();
  return (locale) => systemActor(system, 'locale')?.send({ type: 'CHOOSE', locale });
}

/** The product page's actor (pageActors/product.ts); undefined before the screen has started it. */
export const useProduct = () => useScreenActor('product');

/** A form or tab of the screen shown (screen.ts); undefined while its screen has none, or before the screen's code is there. */
export function useScreenActor<K extends keyof ScreenActors>(kind: K): ScreenActors[K] {
  const storefront = useStorefront();
  // A system that only renders has no screen: it started the page's actors itself, under their
  // system ids (startPageActors, serverSystem.ts). Only the server's bundle has such a system, and
  // whether a system has one never changes, so the hooks below run on every render or on none.
  if (import.meta.env.SSR && storefront.getSnapshot().context.rendersOnly) return systemActor(storefront.system, kind);
  const screen = useSelector(storefront, (snapshot) => snapshot.context.screen);
  return useSelector(screen ?? undefined, (snapshot) => snapshot?.context.actors[kind]);
}

/** The page being shown. */
export function usePage(): PagePayload {
  return useSelector(useNavigation(), (snapshot) => snapshot.context.page);
}

export function useSettings(): StoreSettings {
  return useSelector(useStorefront(), (snapshot) => snapshot.context.settings);
}
