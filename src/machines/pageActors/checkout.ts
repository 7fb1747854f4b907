// The checkout page runs no actor of its own: its checkout is the root's, kept across pages so what
// the shopper typed stays. The page brings checkout's code, and each time it is shown the root starts
// the checkout (once the cart runs too) or tells the one running that its page is back.
import { checkoutMachine } from '../checkout';
import { definePageActors } from '../screen';

export const checkoutPageActors = definePageActors({
  start: () => ({}),
  tellRoot: () => ({ type: 'CHECKOUT_SHOWN', logic: checkoutMachine }),
});
