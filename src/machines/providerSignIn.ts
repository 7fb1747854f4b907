// The return from a login provider (SPEC §2 /oauth/login/{provider}): the provider sent the shopper
// back with a `code` and the `state` this tab sent (or with its refusal). Once the session's code
// has arrived, the state is checked against the one kept when the provider's button was chosen,
// and the session signs in with the code; success leads to the account page. A sign-in the store
// took but for which no viewer could be read shows SPEC §8's message for it; any other failure, the
// store's words or the page's own, with a way back.
import { assign, fromCallback, not, setup, type EventObject } from 'xstate';
import type { LoginProviderEnum } from '../graphql/generated/graphql';
import { noViewerMessage } from '../domain/oauth/noViewerMessage';
import { takeProviderState } from '../browser/providerState';
import { systemActor, tellAction } from './system';

/** The providers a sign-in can come back from (the store's LoginProviderEnum without PASSWORD). */
const providers = ['OAUTH2_GENERIC', 'GITHUB', 'GOOGLE', 'FACEBOOK', 'LINKEDIN', 'INSTAGRAM'] as const satisfies readonly LoginProviderEnum[];

/** Why the sign-in did not complete: the page's own reasons (t() keys under `oauth.`), or the store's words. */
export type ProviderSignInFailure = { kind: 'denied' | 'expired' | 'unavailable' | 'noViewer' } | { kind: 'store'; message: string };

export type ProviderSignInEvent =
  /** From the screen: the session's code has arrived (it comes with the cart's), signed in or not. */
  | { type: 'SESSION_READY'; signedIn: boolean }
  /** From watching the session: it is signed in. */
  | { type: 'SIGNED_IN' }
  /** From watching the session: it stayed signed out, with the store's message. */
  | { type: 'SIGN_IN_FAILED'; message: string };

export interface ProviderSignInInput {
  /** The provider as the path names it ('github', 'oauth2_generic'). */
  provider: string;
  code: string | null;
  state: string | null;
  /** The provider's refusal ('access_denied'). */
  error: string | null;
}

export interface ProviderSignInContext extends ProviderSignInInput {
  /** The session was signed in already when its code arrived. */
  signedIn: boolean;
  /** The `state` this tab kept when the shopper chose the provider; read once the page runs in the browser. */
  sentState: string | null;
  failure: ProviderSignInFailure | null;
}

function providerOf(name: string): (typeof providers)[number] | null {
  return providers.find((provider) => provider === name.toUpperCase()) ?? null;
}

export const providerSignInMachine = setup({
  types: {} as {
    context: ProviderSignInContext;
    events: ProviderSignInEvent;
    input: ProviderSignInInput;
  },
  actors: {
    // Reports how the session's sign-in ends; the session is asked by the machine (signIn), through the wiring.
    watchSession: fromCallback<EventObject>(({ sendBack, system }) => {
      const session = systemActor(system, 'session');
      if (!session) return;
      let asked = false;
      const report = (snapshot: ReturnType<typeof session.getSnapshot>) => {
        if (snapshot.matches({ auth: 'pending' })) asked = true;
        else if (snapshot.matches({ auth: 'signedIn' })) sendBack({ type: 'SIGNED_IN' });
        else if (asked && snapshot.matches({ auth: 'signedOut' })) sendBack({ type: 'SIGN_IN_FAILED', message: snapshot.context.error ?? '' });
      };
      report(session.getSnapshot());
      const subscription = session.subscribe(report);
      return () => subscription.unsubscribe();
    }),
  },
  guards: {
    refusedByProvider: ({ context }) => context.error !== null,
    isKnownProvider: ({ context }) => providerOf(context.provider) !== null,
    // The code comes back with the state this tab sent, or it is not this shopper's sign-in.
    isOurs: ({ context }) => context.code !== null && context.state !== null && context.state === context.sentState,
    alreadySignedIn: ({ context }) => context.signedIn,
    isNoViewer: ({ event }) => event.type === 'SIGN_IN_FAILED' && event.message === noViewerMessage,
  },
  actions: {
    takeSession: assign({ signedIn: ({ event }) => event.type === 'SESSION_READY' && event.signedIn }),
    takeSentState: assign({ sentState: () => takeProviderState() }),
    fail: assign({ failure: (_, failure: ProviderSignInFailure) => failure }),
    signIn: tellAction('providerSignIn', ({ context }: { context: ProviderSignInContext }) => ({
      to: 'session',
      event: { type: 'LOGIN_WITH_PROVIDER', provider: providerOf(context.provider)!, code: context.code!, state: context.state! },
    })),
    openAccount: tellAction('providerSignIn', () => ({ to: 'navigation', event: { type: 'NAVIGATE', to: '/my-account', replace: true } })),
  },
}).createMachine({
  id: 'providerSignIn',
  context: ({ input }) => ({ ...input, signedIn: false, sentState: null, failure: null }),
  initial: 'waiting',
  states: {
    // The page shows progress until the session's code is there.
    waiting: {
      on: { SESSION_READY: { target: 'checking', actions: 'takeSession' } },
    },
    checking: {
      entry: 'takeSentState',
      always: [
        { guard: 'refusedByProvider', target: 'failed', actions: { type: 'fail', params: { kind: 'denied' } } },
        { guard: 'alreadySignedIn', target: 'signedIn' },
        { guard: not('isKnownProvider'), target: 'failed', actions: { type: 'fail', params: { kind: 'unavailable' } } },
        { guard: 'isOurs', target: 'signingIn' },
        { target: 'failed', actions: { type: 'fail', params: { kind: 'expired' } } },
      ],
    },
    signingIn: {
      invoke: { src: 'watchSession' },
      entry: 'signIn',
      on: {
        SIGNED_IN: 'signedIn',
        SIGN_IN_FAILED: [
          { guard: 'isNoViewer', target: 'failed', actions: { type: 'fail', params: { kind: 'noViewer' } } },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ kind: 'store', message: event.message }) } },
        ],
      },
    },
    signedIn: {
      entry: 'openAccount',
      type: 'final',
    },
    failed: {
      type: 'final',
    },
  },
});
