// Model-based test of the provider sign-in return page's machine: every state, transition and
// event, from returns that are ours, refused by the provider, for a provider the shop does not
// know, and with a state this tab did not send; replayed against a real actor beside a session and
// a navigation that record what they are told. Along each path: the session is asked to sign in only with a state
// this tab sent, success opens the account page once, and a failure names its reason. Then the
// real sign-in step against a real session machine whose store calls the test answers.
import { describe, expect, it } from 'vitest';
import { assign, fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { emptyAddress } from '../../src/domain/checkout/types';
import type { AccountState, SignIn } from '../../src/graphql/auth';
import type { LoginProviderEnum } from '../../src/graphql/generated/graphql';
import { providerSignInMachine, type ProviderSignInEvent, type ProviderSignInInput } from '../../src/machines/providerSignIn';
import { sessionMachine } from '../../src/machines/session';
import { noViewerMessage } from '../../src/domain/oauth/noViewerMessage';
import type { AccountCustomer, AuthTokens } from '../../src/domain/session/types';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';
import { startBesideSiblings } from './recordingSiblings';
import { afterPromises } from './afterPromises';

const sentState = 'state-this-tab-sent';
const now = Math.floor(Date.now() / 1000);
const tokens: AuthTokens = { authToken: 'auth-1', authTokenExpiration: now + 900, refreshToken: 'refresh-1', refreshTokenExpiration: now + 30 * 86400 };
const ana: AccountCustomer = { databaseId: 7, username: 'ana', email: 'ana@example.com', firstName: 'Ana', lastName: 'Silva', avatarUrl: null, billing: emptyAddress, shipping: emptyAddress };

type ProviderLogin = { provider: LoginProviderEnum; code: string; state: string };
let providerLogins: { input: ProviderLogin; resolve: (signIn: SignIn) => void; reject: (error: Error) => void }[] = [];
/** A session as the storefront runs it, with the store's calls answered by the test and no browser. */
const testSession = sessionMachine.provide({
  actors: {
    loginWithProvider: fromPromise<SignIn, ProviderLogin & { endpoint: string }>(({ input }) => new Promise((resolve, reject) => providerLogins.push({ input, resolve, reject }))),
    getViewer: fromPromise<AccountState, { endpoint: string }>(() => new Promise(() => {})),
  },
  actions: { storeSignIn: () => {}, clearBrowserData: () => {} },
});
const sessionInput = { reloads: 0, endpoint: '/graphql', stored: null };

/** The machine with this tab's kept state; the model sends what watching the session would report. */
const testMachine = providerSignInMachine.provide({
  actions: { takeSentState: assign({ sentState }) },
  actors: { watchSession: fromCallback(() => {}) },
});

const ours: ProviderSignInInput = { provider: 'oauth2_generic', code: 'code-1', state: sentState, error: null };
const inputs: ProviderSignInInput[] = [
  ours,
  { ...ours, code: null, state: null, error: 'access_denied' },
  { ...ours, provider: 'myspace' },
  { ...ours, state: 'state-from-elsewhere' },
];
const events = [
  { type: 'SESSION_READY', signedIn: false },
  { type: 'SESSION_READY', signedIn: true },
  { type: 'SIGN_IN_FAILED', message: noViewerMessage },
  { type: 'SIGN_IN_FAILED', message: 'This sign-in link has expired. Please try again.' },
];
const stateKey = (snapshot: AnyMachineSnapshot) => ({ failure: snapshot.context.failure, signedIn: snapshot.context.signedIn });
const models = inputs.map((input) => ({ input, paths: transitionPaths(testMachine, { input, events, stateKey }) }));

describe('provider sign-in model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, models, { SESSION_READY: true, SIGNED_IN: true, SIGN_IN_FAILED: true });
  });

  const cases = models.flatMap(({ input, paths }) => paths.map((path) => [`${input.provider} ${input.state ?? input.error}: ${describePath(path)}`, input, path] as const));
  it.each(cases)('%s', (_, input, path) => {
    const { actor, told, stop } = startBesideSiblings(testMachine, input, ['session', 'navigation']);
    const toldTo = (to: string) => told.filter((message) => message.to === to).map((message) => message.event);
    for (const { event, state } of path.steps) {
      if (event.type !== 'xstate.init') actor.send(event as ProviderSignInEvent);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(state.value);
      // The session signs in only with the state this tab sent, with the provider as the store names it.
      if (snapshot.matches('signingIn')) expect(toldTo('session')).toEqual([{ type: 'LOGIN_WITH_PROVIDER', provider: 'OAUTH2_GENERIC', code: 'code-1', state: sentState }]);
      else if (!snapshot.matches('signedIn') && !snapshot.matches('failed')) expect(toldTo('session')).toEqual([]);
      // Signed in: the account page opens, once; not signed in: it does not.
      expect(toldTo('navigation')).toEqual(snapshot.matches('signedIn') ? [{ type: 'NAVIGATE', to: '/my-account', replace: true }] : []);
      if (snapshot.matches('failed')) expect(snapshot.context.failure).not.toBeNull();
    }
    if (input.error) expect(actor.getSnapshot().context.failure ?? { kind: 'denied' }).toEqual({ kind: 'denied' });
    stop();
  });
});

describe('provider sign-in with the session', () => {
  const start = (kept: string | null = sentState) => {
    providerLogins = [];
    const logic = providerSignInMachine.provide({ actions: { takeSentState: assign({ sentState: kept }) } });
    const { actor, told, sibling } = startBesideSiblings(logic, ours, ['navigation'], { session: { logic: testSession, input: sessionInput } });
    actor.send({ type: 'SESSION_READY', signedIn: false });
    const navigation = () => told.map((message) => message.event);
    return { actor, navigation, signedOut: sibling('session')! };
  };

  it('signs the session in with the code and opens the account page', async () => {
    const { actor, navigation, signedOut } = start();
    expect(signedOut.getSnapshot().matches({ auth: { pending: 'provider' } })).toBe(true);
    expect(providerLogins.map((login) => login.input)).toEqual([{ endpoint: '/graphql', provider: 'OAUTH2_GENERIC', code: 'code-1', state: sentState }]);
    expect(actor.getSnapshot().value).toBe('signingIn');
    await settle(() => providerLogins[0]!.resolve({ tokens, customer: ana, wishlist: [] }));
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(navigation()).toEqual([{ type: 'NAVIGATE', to: '/my-account', replace: true }]);
  });

  it('shows SPEC §8’s message when the store took the sign-in but no viewer could be read', async () => {
    const { actor } = start();
    await settle(() => providerLogins[0]!.reject(new Error(noViewerMessage)));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'noViewer' });
  });

  it('shows the store’s refusal in its words', async () => {
    const { actor, navigation } = start();
    await settle(() => providerLogins[0]!.reject(new Error('The login provider did not confirm your email address.')));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'store', message: 'The login provider did not confirm your email address.' });
    expect(navigation()).toEqual([]);
  });

  it('refuses a return whose state this tab did not send, without asking the store', () => {
    const { actor } = start(null);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'expired' });
    expect(providerLogins).toEqual([]);
  });
});

async function settle(outcome: () => void) {
  outcome();
  await afterPromises();
}
