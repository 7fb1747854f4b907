// The return from a login provider (SPEC §2 /oauth/login/{provider}): the provider sent the shopper
// back with a `code` and the `state` this tab sent (or with its refusal). Once the session's code
// has arrived, the state is checked against the one kept when the provider's button was chosen,
// and the session signs in with the code; success leads to the account page. A sign-in the store
// took but for which no viewer could be read shows SPEC §8's message for it; any other failure, the
// store's words or the page's own, with a way back.
import { assign, fromCallback, not, setup, type ActorRef, type ActorRefFrom, type EventObject, type Snapshot } from 'xstate';
import type { LoginProviderEnum } from '../graphql/generated/graphql';
import { noViewerMessage } from '../oauth/noViewerMessage';
import { takeProviderState } from '../oauth/providerState';
import type { NavigationEvent } from './navigation';
import type { sessionMachine } from './session';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** The providers a sign-in can come back from (the store's LoginProviderEnum without PASSWORD). */
const providers = ['OAUTH2_GENERIC', 'GITHUB', 'GOOGLE', 'FACEBOOK', 'LINKEDIN', 'INSTAGRAM'] as const satisfies readonly LoginProviderEnum[];

/** Why the sign-in did not complete: the page's own reasons (t() keys under `oauth.`), or the store's words. */
export type ProviderSignInFailure = { kind: 'denied' | 'expired' | 'unavailable' | 'noViewer' } | { kind: 'store'; message: string };

export type ProviderSignInEvent =
  /** The session's code has arrived (it comes with the cart's). */
  | { type: 'SESSION_READY'; session: SessionActor }
  /** From the sign-in under way: the session is signed in. */
  | { type: 'SIGNED_IN' }
  /** From the sign-in under way: the session stayed signed out, with the store's message. */
  | { type: 'SIGN_IN_FAILED'; message: string };

export interface ProviderSignInInput {
  /** The provider as the path names it ('github', 'oauth2_generic'). */
  provider: string;
  code: string | null;
  state: string | null;
  /** The provider's refusal ('access_denied'). */
  error: string | null;
  /** Where the account page is opened. */
  navigation: ActorRef<Snapshot<unknown>, NavigationEvent> | null;
}

export interface ProviderSignInContext extends ProviderSignInInput {
  session: SessionActor | null;
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
    // Asks the session to sign in with the code and reports how it ends. It watches before it
    // asks, so no outcome is missed.
    signIn: fromCallback<EventObject, { session: SessionActor; provider: LoginProviderEnum; code: string; state: string }>(({ input, sendBack }) => {
      const { session, ...response } = input;
      let asked = false;
      const subscription = session.subscribe((snapshot) => {
        if (snapshot.matches({ auth: 'signedIn' })) sendBack({ type: 'SIGNED_IN' });
        else if (asked && snapshot.matches({ auth: 'signedOut' })) sendBack({ type: 'SIGN_IN_FAILED', message: snapshot.context.error ?? '' });
      });
      asked = true;
      session.send({ type: 'LOGIN_WITH_PROVIDER', ...response });
      return () => subscription.unsubscribe();
    }),
  },
  guards: {
    refusedByProvider: ({ context }) => context.error !== null,
    isKnownProvider: ({ context }) => providerOf(context.provider) !== null,
    // The code comes back with the state this tab sent, or it is not this shopper's sign-in.
    isOurs: ({ context }) => context.code !== null && context.state !== null && context.state === context.sentState,
    alreadySignedIn: ({ context }) => context.session?.getSnapshot().matches({ auth: 'signedIn' }) ?? false,
    isNoViewer: ({ event }) => event.type === 'SIGN_IN_FAILED' && event.message === noViewerMessage,
  },
  actions: {
    takeSession: assign({ session: ({ event }) => (event.type === 'SESSION_READY' ? event.session : null) }),
    takeSentState: assign({ sentState: () => takeProviderState() }),
    fail: assign({ failure: (_, failure: ProviderSignInFailure) => failure }),
    openAccount: ({ context }) => context.navigation?.send({ type: 'NAVIGATE', to: '/my-account', replace: true }),
  },
}).createMachine({
  id: 'providerSignIn',
  context: ({ input }) => ({ ...input, session: null, sentState: null, failure: null }),
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
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({ session: context.session!, provider: providerOf(context.provider)!, code: context.code!, state: context.state! }),
      },
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
