// The system's wiring is checked by the compiler (src/machines/system.ts): a message of the wrong
// shape, or to an actor the sender is not wired to, does not compile. `npm run typecheck` checks
// the @ts-expect-error lines below: each must be an error, or the typecheck fails.
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { systemActor, tell, type Teller } from '../../src/machines/system';

/** A system whose every actor is there, and a queue that records what is sent to whom. */
function recordingSystem() {
  const sent: { to: string; event: unknown }[] = [];
  const teller: Teller = {
    system: { get: (to) => ({ id: to, send: () => {} }) as unknown as AnyActorRef },
    enqueue: { sendTo: (to, event) => void sent.push({ to: to.id, event }) },
  };
  return { sent, system: teller };
}

describe('system wiring', () => {
  it('delivers what a sibling hears, to the siblings the sender is wired to', () => {
    const { sent, system } = recordingSystem();
    tell('cart', system, { to: 'ui', event: { type: 'OPEN_CART' } });
    tell('catalog', system, { to: 'navigation', event: { type: 'NAVIGATE', to: '/products?search=cap', replace: true } });
    expect(sent).toEqual([
      { to: 'ui', event: { type: 'OPEN_CART' } },
      { to: 'navigation', event: { type: 'NAVIGATE', to: '/products?search=cap', replace: true } },
    ]);
  });

  it('refuses, at compile time, messages of the wrong shape or to actors not wired', () => {
    const { system } = recordingSystem();
    // @ts-expect-error the ui hears no such event
    tell('cart', system, { to: 'ui', event: { type: 'OPEN_CARD' } });
    // @ts-expect-error a product for the wishlist is needed
    tell('cart', system, { to: 'wishlist', event: { type: 'ADD' } });
    // @ts-expect-error the navigation takes a path in `to`, not `url`
    tell('catalog', system, { to: 'navigation', event: { type: 'NAVIGATE', url: '/' } });
    // @ts-expect-error the cart is not wired to the navigation
    tell('cart', system, { to: 'navigation', event: { type: 'NAVIGATE', to: '/' } });
    // @ts-expect-error the loading bar tells no one
    tell('loadingBar', system, { to: 'ui', event: { type: 'OPEN_CART' } });
    // @ts-expect-error views reach actors by the same map: the cart hears no such event
    systemActor(system.system, 'cart')?.send({ type: 'ADD_TO_WISHLIST' });
    expect(true).toBe(true);
  });
});
