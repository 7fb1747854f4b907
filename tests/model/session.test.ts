// Model-based test of the session machine (SPEC.md §4): shortest paths through every state, transition
// and event of both its regions, from a first page, from a page the failing cart has reloaded once
// already, and from a page with a sign-in kept from an earlier one, replayed against a real actor
// inside a small storefront system (a cart, a wishlist and a navigation that record what they are
// told) whose store and browser the test stands in for. Along each path:
// - reload: the browser is cleared exactly when the session is lost, the page reloads at most once
//   for a cart that will not load (and always for a session the store rejects), and the reload
//   count outlives the page;
// - auth: what the browser keeps matches the sign-in, a sign-in or sign-out reloads the cart and
//   tells the wishlist, a refused token gets one refresh, logout leaves the account pages, and a
//   failed sign-in shows the store's message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestModel } from '@xstate/graph';
import { __unsafe_getAllOwnEventDescriptors, assign, createActor, fromCallback, fromPromise, setup, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { emptyAddress } from '../../src/domain/checkout/types';
import type { AccountState, NewAccount, SignIn } from '../../src/graphql/auth';
import { sessionMachine, type SessionContext, type SessionEvent, type SessionInput } from '../../src/machines/session';
import type { AccountCustomer, AuthTokens } from '../../src/domain/session/types';
import { delayOf, describePath, expectFullCoverage, type ModelPath } from './coverage';

const now = Date.UTC(2026, 0, 1) / 1000;
const tokens: AuthTokens = { authToken: 'auth-1', authTokenExpiration: now + 900, refreshToken: 'refresh-1', refreshTokenExpiration: now + 30 * 86400 };
const renewedTokens: AuthTokens = { ...tokens, authToken: 'auth-after-password', refreshToken: 'refresh-after-password' };
const ana: AccountCustomer = {
  databaseId: 7,
  username: 'ana',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Silva',
  avatarUrl: 'https://example.com/avatar/ana.png',
  billing: { ...emptyAddress, city: 'Berlin', country: 'DE' },
  shipping: emptyAddress,
};
const anaRenamed: AccountCustomer = { ...ana, firstName: 'Anabela' };
const signIn: SignIn = { tokens, customer: ana, wishlist: ['wool-scarf'] };
const account: AccountState = { customer: ana, wishlist: ['wool-scarf', 'linen-shirt'] };
const refreshed = { authToken: 'auth-2', authTokenExpiration: now + 1800 };
const newAccount: NewAccount = { username: 'ana', email: 'ana@example.com', password: 'correct horse battery' };

/** The store's calls, by the invocation id that answers them. */
const sources: Record<string, string> = {
  login: 'login',
  loginWithProvider: 'loginWithProvider',
  registerCustomer: 'registerCustomer',
  getViewer: 'getViewer',
  reconfirmViewer: 'getViewer',
  refreshAuthToken: 'refreshAuthToken',
  renewAuthToken: 'refreshAuthToken',
  logout: 'logout',
};

const authEvents: AnyEventObject[] = [
  { type: 'LOGOUT' },
  { type: 'AUTH_REJECTED' },
  { type: 'LOGIN', username: ' ana ', password: 'correct horse battery' },
  { type: 'LOGIN_WITH_PROVIDER', provider: 'OAUTH2_GENERIC', code: 'code-1', state: 'state-1' },
  { type: 'REGISTER', input: newAccount },
  { type: 'CUSTOMER_UPDATED', customer: anaRenamed },
  { type: 'TOKENS_RENEWED', tokens: renewedTokens },
  { type: 'xstate.done.actor.login', output: signIn },
  { type: 'xstate.error.actor.login', error: { message: 'Incorrect password. Please try again.' } },
  { type: 'xstate.done.actor.loginWithProvider', output: signIn },
  { type: 'xstate.error.actor.loginWithProvider', error: { message: 'This sign-in link has expired. Please try again.' } },
  { type: 'xstate.done.actor.registerCustomer', output: signIn },
  { type: 'xstate.error.actor.registerCustomer', error: { message: 'An account is already registered with your email address. Please log in.' } },
  { type: 'xstate.done.actor.getViewer', output: account },
  { type: 'xstate.error.actor.getViewer', error: { message: 'Your session has expired. Please sign in again.' } },
  { type: 'xstate.done.actor.reconfirmViewer', output: account },
  { type: 'xstate.error.actor.reconfirmViewer', error: { message: 'Your session has expired. Please sign in again.' } },
  { type: 'xstate.done.actor.refreshAuthToken', output: refreshed },
  { type: 'xstate.error.actor.refreshAuthToken', error: { message: 'Your session has expired. Please sign in again.' } },
  { type: 'xstate.done.actor.renewAuthToken', output: refreshed },
  { type: 'xstate.error.actor.renewAuthToken', error: { message: 'Your session has expired. Please sign in again.' } },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: { message: 'GraphQL Error (Code: 502)' } },
];

/** What the test stands in for: the store's answers and the browser. */
interface Request {
  src: string;
  input: unknown;
  settled: boolean;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}
const requests: Request[] = [];
const browser = { storedReloads: 0, clears: 0, reloads: 0, stored: null as { tokens: AuthTokens | null; customer: AccountCustomer | null } | null };
const received = { cart: [] as AnyEventObject[], navigation: [] as AnyEventObject[] };
/** The account's wishlist follower: the lists it was started with, and how many are running. */
const accountList = { started: [] as string[][], running: 0 };

// A call the machine stops waiting for (it left the state) is over for the test too.
const call = (src: string) =>
  fromPromise<never, unknown>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const request: Request = { src, input, settled: false, resolve: resolve as (output: unknown) => void, reject };
        signal.addEventListener('abort', () => void (request.settled = true));
        requests.push(request);
      }),
  );

const refreshDelayMs = 1000;
const testMachine = sessionMachine.provide({
  actors: {
    ...Object.fromEntries(['login', 'loginWithProvider', 'registerCustomer', 'getViewer', 'refreshAuthToken', 'logout'].map((src) => [src, call(src)])),
    accountWishlist: fromCallback<{ type: 'NONE' }, { endpoint: string; slugs: string[] }>(({ input }) => {
      accountList.started.push(input.slugs);
      accountList.running++;
      return () => void accountList.running--;
    }),
  },
  delays: { refreshBeforeExpiry: refreshDelayMs },
  actions: {
    clearBrowserData: () => void browser.clears++,
    countReload: (_, params) => void (browser.storedReloads = params.reloads),
    forgetReloads: () => void (browser.storedReloads = 0),
    reload: () => void browser.reloads++,
    storeSignIn: ({ context }) => void (browser.stored = { tokens: context.tokens, customer: context.customer }),
  },
});

const recorder = (name: 'cart') =>
  fromCallback(({ receive }) => {
    receive((event) => received[name].push(event));
  });
// The navigation as the session reads it: the page shown, and where it is told to go.
const navigation = setup({ types: {} as { context: { page: { path: string } } } }).createMachine({
  context: { page: { path: '/my-account?tab=orders' } },
  on: { '*': { actions: assign(({ context, event }) => (received.navigation.push(event), context)) } },
});

function startSystem(input: SessionInput) {
  const system = setup({ actors: { session: testMachine, cart: recorder('cart'), navigation } }).createMachine({
    invoke: [
      { src: 'cart', systemId: 'cart' },
      { src: 'navigation', systemId: 'navigation' },
      { id: 'session', src: 'session', systemId: 'session', input },
    ],
  });
  const root = createActor(system).start();
  return { root, session: root.getSnapshot().children.session as ReturnType<typeof createActor<typeof testMachine>> };
}

const storedSignIn = { tokens, customer: { ...ana, billing: emptyAddress } };
const reloadEvents: AnyEventObject[] = [{ type: 'CART_LOADED' }, { type: 'CART_LOAD_FAILED' }, { type: 'SESSION_REJECTED' }];
// The regions are independent: the reload rules are walked with the cart's reports only, the
// sign-in with the visitor's and the store's answers, so the paths stay few.
const starts: Array<{ name: string; input: SessionInput; events: AnyEventObject[] }> = [
  { name: 'on a first page', input: { reloads: 0, endpoint: '/graphql', stored: null }, events: reloadEvents },
  { name: 'after a reload for a failing cart', input: { reloads: 1, endpoint: '/graphql', stored: null }, events: reloadEvents },
  { name: 'signing in', input: { reloads: 0, endpoint: '/graphql', stored: null }, events: authEvents },
  { name: 'with a sign-in kept from an earlier page', input: { reloads: 0, endpoint: '/graphql', stored: storedSignIn }, events: authEvents },
];

// Paths tell states apart by their value and this key: the reload count, whether a message shows and
// which tokens and customer are kept.
const stateKey = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as SessionContext;
  return [context.reloads, context.error, context.tokens?.authToken ?? null, context.customer?.firstName ?? null];
};
// Each walk sends only its region's events (and the delays and answers they lead to), so the
// regions' states are not multiplied by each other's; together the walks cover the machine.
function regionPaths(input: SessionInput, events: AnyEventObject[]): ModelPath[] {
  const model = new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(testMachine as AnyStateMachine, {
    input,
    serializeState: (snapshot, event, previous) => {
      const state = JSON.stringify({ value: snapshot.value, key: stateKey(snapshot) });
      const sameValue = previous && JSON.stringify(previous.value) === JSON.stringify(snapshot.value);
      const distinct = event && (!sameValue || ['CUSTOMER_UPDATED', 'TOKENS_RENEWED'].includes(event.type));
      return distinct ? `${state} via ${JSON.stringify(event)} from ${JSON.stringify(previous?.value)}` : state;
    },
    events: (snapshot) =>
      __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) =>
        type.startsWith('xstate.after.') ? [{ type }] : events.filter((event) => event.type === type),
      ),
  });
  return model.getShortestPaths();
}
const models = starts.map(({ name, input, events }) => ({ name, input, paths: regionPaths(input, events) }));

const clearingReloadStates = ['reloading', 'resetting', 'givenUp'];
const reloadOf = (snapshot: AnyMachineSnapshot) => (snapshot.value as { reload: string }).reload;

beforeEach(() => {
  vi.useFakeTimers({ now: now * 1000 });
  requests.length = 0;
  Object.assign(browser, { storedReloads: 0, clears: 0, reloads: 0, stored: null });
  received.cart.length = 0;
  accountList.started.length = 0;
  accountList.running = 0;
  received.navigation.length = 0;
});
afterEach(() => vi.useRealTimers());

function answer(event: AnyEventObject) {
  const id = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)![1]!;
  const open = requests.filter((request) => !request.settled);
  expect(open.map((request) => request.src), 'the store works on one call at a time').toEqual([sources[id]]);
  open[0]!.settled = true;
  if (event.type.startsWith('xstate.done')) open[0]!.resolve(event.output);
  else open[0]!.reject(event.error);
}

describe('session model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, models, {
      CART_LOADED: true,
      CART_LOAD_FAILED: true,
      SESSION_REJECTED: true,
      LOGIN: true,
      LOGIN_WITH_PROVIDER: true,
      REGISTER: true,
      LOGOUT: true,
      CUSTOMER_UPDATED: true,
      TOKENS_RENEWED: true,
      AUTH_REJECTED: true,
    });
  });

  describe.each(models)('$name', ({ input, paths }) => {
    it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path: ModelPath) => {
      Object.assign(browser, { storedReloads: input.reloads });
      const { root, session } = startSystem(input);
      let reloadsBefore = input.reloads;
      let clears = 0;
      for (const [index, { event, state: expected }] of path.steps.entries()) {
        const before = session.getSnapshot();
        const seen = { cart: received.cart.length, accountLists: accountList.started.length, navigation: received.navigation.length, clears: browser.clears };
        if (index > 0) {
          if (/^xstate\.(done|error)\.actor\./.test(event.type)) answer(event);
          else if (event.type.startsWith('xstate.after.')) vi.advanceTimersByTime(delayOf(testMachine, event));
          else session.send(event as SessionEvent);
          await vi.advanceTimersByTimeAsync(0);
        }
        const after = session.getSnapshot();
        expect(after.value).toEqual(expected.value);
        const { context } = after;

        // reload: cleared on entering each state that loses the session; a failing cart reloads the
        // page once in a row at most, a rejected session always.
        const reload = reloadOf(after);
        if (reload !== reloadOf(before) && clearingReloadStates.includes(reload)) clears++;
        if (reload === 'reloading') expect(reloadsBefore).toBe(0);
        expect(browser.reloads).toBe(reload === 'reloading' || reload === 'resetting' ? 1 : 0);
        expect(browser.storedReloads).toBe(reload === 'reloading' ? reloadsBefore + 1 : context.reloads);
        reloadsBefore = context.reloads;

        // auth: signing out (logout, or a sign-in the store no longer takes) clears the browser too.
        const signedOut = before.matches({ auth: 'signedIn' }) && after.matches({ auth: 'signedOut' });
        if (signedOut) clears++;
        expect(browser.clears).toBe(clears);
        const toldCart = received.cart.slice(seen.cart);
        const startedLists = accountList.started.slice(seen.accountLists);
        const toldNavigation = received.navigation.slice(seen.navigation);

        // SPEC §4 'Logging you in...': a sign-in is on its way, and the last message is gone.
        if (after.matches({ auth: 'pending' })) expect(context.error).toBeNull();

        const signedInNow = before.matches({ auth: 'pending' }) && after.matches({ auth: 'signedIn' });
        const confirmed = event.type === 'xstate.done.actor.getViewer' || event.type === 'xstate.done.actor.reconfirmViewer';
        if (signedInNow) {
          // Signing in stores the auth token and reloads cart and customer.
          expect(context.tokens).toEqual(signIn.tokens);
          expect(browser.stored).toEqual({ tokens: signIn.tokens, customer: signIn.customer });
          expect(startedLists).toEqual([signIn.wishlist]);
        } else if (confirmed) {
          expect(context.customer).toEqual(account.customer);
          expect(startedLists).toEqual([account.wishlist]);
        } else {
          expect(startedLists).toEqual([]);
        }
        // The account's wishlist is followed once the account's list is known, until signed out.
        expect(accountList.running).toBe(after.matches({ auth: 'signedIn' }) && (startedLists.length > 0 || (before.matches({ auth: 'signedIn' }) && accountList.running > 0)) ? 1 : 0);
        // The cart is reloaded whenever the customer the store answers for changes, never otherwise.
        const cartReloads = signedInNow || signedOut || event.type === 'xstate.done.actor.reconfirmViewer';
        expect(toldCart).toEqual(cartReloads ? [{ type: 'RELOAD' }] : []);

        if (after.matches({ auth: 'signedIn' })) {
          expect(context.tokens).not.toBeNull();
          if (browser.stored) expect(browser.stored).toEqual({ tokens: context.tokens, customer: context.customer });
        } else {
          expect(context.tokens).toBeNull();
          expect(context.customer).toBeNull();
        }
        if (event.type === 'xstate.done.actor.refreshAuthToken' || event.type === 'xstate.done.actor.renewAuthToken') {
          expect(context.tokens).toEqual({ ...before.context.tokens, ...refreshed });
        }
        if (event.type === 'TOKENS_RENEWED' && before.matches({ auth: 'signedIn' }) && !before.matches({ auth: { signedIn: 'loggingOut' } })) expect(context.tokens).toEqual(renewedTokens);

        // SPEC §4: logout leaves for /my-account (the test's page is an account tab); an expired sign-in stays.
        const loggedOut = signedOut && before.matches({ auth: { signedIn: 'loggingOut' } });
        expect(toldNavigation).toEqual(loggedOut ? [{ type: 'NAVIGATE', to: '/my-account' }] : []);
        if (signedOut && !loggedOut) expect(context.error).toBe('Your session has expired. Please sign in again.');
        // A new account is welcomed on the account page; any other sign-in, or none, is not.
        if (event.type === 'xstate.done.actor.registerCustomer') expect(context.newAccount).toBe(true);
        if (signedOut || /^xstate\.done\.actor\.(login|loginWithProvider)$/.test(event.type)) expect(context.newAccount).toBe(false);
        // SPEC §8: a failed sign-in shows the store's own message.
        if (/^xstate\.error\.actor\.(login|loginWithProvider|registerCustomer)$/.test(event.type)) {
          expect(context.error).toBe((event as unknown as { error: { message: string } }).error.message);
        }
      }
      root.stop();
    });
  });
});

describe('session rules', () => {
  const firstPage: SessionInput = { reloads: 0, endpoint: '/graphql', stored: null };

  it('reloads once for a cart that will not load, then gives up until one loads', () => {
    const page = startSystem(firstPage).session;
    page.send({ type: 'CART_LOAD_FAILED' });
    expect(browser).toMatchObject({ storedReloads: 1, clears: 1, reloads: 1 });

    // The page after the reload reads the count the first one stored.
    Object.assign(browser, { clears: 0, reloads: 0 });
    const reloaded = startSystem({ ...firstPage, reloads: browser.storedReloads }).session;
    reloaded.send({ type: 'CART_LOAD_FAILED' });
    expect(reloadOf(reloaded.getSnapshot())).toBe('givenUp');
    expect(browser.reloads).toBe(0);
    reloaded.send({ type: 'CART_LOADED' });
    expect(browser.storedReloads).toBe(0);
    expect(reloadOf(reloaded.getSnapshot())).toBe('active');
  });

  it('resets a session the store rejects, even after giving up on the cart', () => {
    browser.storedReloads = 1;
    const { session } = startSystem({ ...firstPage, reloads: 1 });
    session.send({ type: 'CART_LOAD_FAILED' });
    session.send({ type: 'SESSION_REJECTED' });
    expect(reloadOf(session.getSnapshot())).toBe('resetting');
    expect(browser).toMatchObject({ storedReloads: 1, clears: 2, reloads: 1 });
  });

  it('never reloads where no count could outlive the page (storage blocked)', () => {
    const { session } = startSystem({ ...firstPage, reloads: Number.POSITIVE_INFINITY });
    session.send({ type: 'CART_LOAD_FAILED' });
    expect(reloadOf(session.getSnapshot())).toBe('givenUp');
    expect(browser.reloads).toBe(0);
  });

  it('renews the auth token a minute before it expires', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ now: now * 1000 });
    const machine = testMachine.provide({ delays: sessionMachine.implementations.delays });
    const actor = createActor(machine, { input: { reloads: 0, endpoint: '/graphql', stored: { tokens, customer: ana } } }).start();
    requests[0]!.resolve(account);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ auth: { signedIn: 'active' } })).toBe(true);
    await vi.advanceTimersByTimeAsync((900 - 60) * 1000 - 1);
    expect(actor.getSnapshot().matches({ auth: { signedIn: 'active' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ auth: { signedIn: 'refreshing' } })).toBe(true);
    expect(requests[1]).toMatchObject({ src: 'refreshAuthToken', input: { refreshToken: 'refresh-1' } });
    actor.stop();
  });

  it('logs out to / from any page but the account page', async () => {
    const { root, session } = startSystem({ ...firstPage, stored: { tokens, customer: ana } });
    const nav = root.system.get('navigation');
    nav.getSnapshot().context.page.path = '/product/wool-scarf';
    requests[0]!.resolve(account);
    await vi.advanceTimersByTimeAsync(0);
    session.send({ type: 'LOGOUT' });
    requests[1]!.resolve(undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(received.navigation).toEqual([{ type: 'NAVIGATE', to: '/' }]);
    root.stop();
  });
});
