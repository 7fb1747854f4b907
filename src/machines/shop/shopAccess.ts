// Whether the signed-in viewer runs the shop (issue 39): asked of the store once per page, so the
// account offers the "Shop" tab and the manager area opens only for a shop_manager or an
// administrator. A customer is refused without a single admin call; the store refuses them anyway.
import { fromPromise, setup } from 'xstate';
import { currentLocale } from '../../i18n';

export type ShopAccessEvent = { type: 'RETRY' };

export const shopAccessMachine = setup({
  types: {} as {
    context: { endpoint: string };
    events: ShopAccessEvent;
    input: { endpoint: string };
  },
  actors: {
    // A manager's answer comes with the area's messages in the page's language (i18n/shopMessages.ts).
    checkRoles: fromPromise<boolean, { endpoint: string }>(async ({ input }) => {
      const runsShop = await (await import('../../graphql/shop/roles')).viewerRunsShop(input.endpoint);
      if (runsShop) await (await import('../../i18n/shopMessages')).loadShopMessages(currentLocale());
      return runsShop;
    }),
  },
  guards: {
    runsShop: (_, runs: boolean) => runs,
  },
}).createMachine({
  id: 'shopAccess',
  context: ({ input }) => ({ endpoint: input.endpoint }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'checkRoles',
        input: ({ context }) => ({ endpoint: context.endpoint }),
        onDone: [{ guard: { type: 'runsShop', params: ({ event }) => event.output }, target: 'manager' }, { target: 'refused' }],
        onError: 'failed',
      },
    },
    manager: {},
    refused: {},
    failed: { on: { RETRY: 'checking' } },
  },
});
