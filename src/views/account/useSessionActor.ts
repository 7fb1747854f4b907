// The session actor (machines/session.ts) for views: it starts with the cart, once their code has
// arrived, so it is undefined during the server render, hydration and the moment after.
import { useSelector } from '../../machines/useSelector';
import { useStorefront } from '../../machines/react';
import { systemActor, type SystemActors } from '../../machines/system';

export function useSessionActor(): SystemActors['session'] | undefined {
  const storefront = useStorefront();
  // The cart and the session are started together (storefront.ts CART_READY).
  const started = useSelector(storefront, (snapshot) => snapshot.context.cart !== null);
  return started ? systemActor(storefront.system, 'session') : undefined;
}
