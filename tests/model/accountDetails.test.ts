// Model-based test of the account details machine (personal info and addresses tabs): every state,
// transition and event, replayed against a real actor whose store calls the test settles. Along each
// path: nothing is saved while the email or a postcode is wrong, the store gets only the tab's part, and the
// session hears of each saved customer once, with its avatar kept.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { AccountDetails } from '../../src/domain/account/types';
import { startBesideSiblings } from './recordingSiblings';
import type { StatesLoaded } from '../../src/machines/countryStates';
import { emptyAddress, type Address } from '../../src/domain/checkout/types';
import type { AccountChange, SavedAccount } from '../../src/graphql/account';
import { accountDetailsMachine, detailsProblems, type AccountDetailsEvent, type AccountDetailsInput, type AccountSection } from '../../src/machines/accountDetails';
import type { AccountCustomer } from '../../src/domain/session/types';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';
import { afterPromises } from './afterPromises';

const billing: Address = { ...emptyAddress, firstName: 'Ana', lastName: 'Silva', address1: 'Main St 1', city: 'Portland', postcode: '97209', country: 'US', state: 'OR', email: 'ana@example.com' };
const customer: AccountCustomer = { databaseId: 7, username: 'ana', email: 'ana@example.com', firstName: 'Ana', lastName: 'Silva', avatarUrl: 'https://avatar.example/ana', billing, shipping: emptyAddress };
const details: AccountDetails = { personal: { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com' }, billing, shipping: emptyAddress, countries: ['DE', 'US'] };
const saved: SavedAccount = {
  personal: { ...details.personal, email: 'ana.silva@example.com' },
  billing: { ...billing, country: 'DE', state: '' },
  shipping: emptyAddress,
  customer: { databaseId: 7, username: 'ana', email: 'ana.silva@example.com', firstName: 'Ana', lastName: 'Silva', billing: { ...billing, country: 'DE', state: '' }, shipping: emptyAddress },
};
// A change of name or email brings the avatar the store now draws from them; addresses leave it be.
const newAvatar = 'https://avatar.example/ana-silva';
const savedOf = (section: AccountSection): SavedAccount => (section === 'personal' ? { ...saved, avatarUrl: newAvatar } : saved);

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };
let load: Pending | undefined;
let update: (Pending & { change: AccountChange }) | undefined;
let statesAsked: string[] = [];
const testMachine = accountDetailsMachine.provide({
  actors: {
    loadDetails: fromPromise<AccountDetails, { endpoint: string }>(() => new Promise((resolve, reject) => (load = { resolve: resolve as Pending['resolve'], reject }))),
    updateAccount: fromPromise<SavedAccount, { endpoint: string; change: AccountChange }>(
      ({ input }) => new Promise((resolve, reject) => (update = { change: input.change, resolve: resolve as Pending['resolve'], reject })),
    ),
    loadStates: fromCallback<StatesLoaded, { endpoint: string; country: string }>(({ input }) => {
      statesAsked.push(input.country);
    }),
  },
});

const input = (section: AccountSection): AccountDetailsInput => ({ endpoint: '/graphql', section, customer });

const events = (section: AccountSection) => [
  ...(section === 'personal'
    ? [
        { type: 'EDIT', field: 'personal.email', value: 'not-an-address' },
        { type: 'EDIT', field: 'personal.email', value: 'ana.silva@example.com' },
      ]
    : [
        { type: 'EDIT', field: 'billing.country', value: 'DE' },
        { type: 'EDIT', field: 'billing.postcode', value: 'ABC' },
        { type: 'EDIT', field: 'billing.postcode', value: '10117' },
      ]),
  { type: 'STATES_LOADED', country: 'US', states: [{ code: 'OR', name: 'Oregon' }] },
  { type: 'xstate.done.actor.0.accountDetails.loading', output: details },
  { type: 'xstate.done.actor.0.accountDetails.ready.updating', output: savedOf(section) },
];
// What tells states apart: whether the form could be saved, how many problems and whether an error show.
const stateKey = (snapshot: AnyMachineSnapshot) => ({
  wrong: Object.keys(detailsProblems(snapshot.context)).length,
  shown: Object.keys(snapshot.context.problems).length,
  error: snapshot.context.error !== null,
});
const models = (['personal', 'addresses'] as const).map((section) => ({
  section,
  input: input(section),
  paths: transitionPaths(testMachine, { input: input(section), events: events(section), stateKey }),
}));

beforeEach(() => {
  load = undefined;
  update = undefined;
  statesAsked = [];
});

describe('account details model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, models, { EDIT: true, SAVE: true, RETRY: true, STATES_LOADED: true });
  });

  for (const { section, paths } of models) {
    it.each(paths.map((path) => [describePath(path), path] as const))(`${section}: %s`, async (_, path) => {
      const { actor, told, stop } = startBesideSiblings(testMachine, input(section), ['session']);
      let savedCount = 0;
      for (const { event, state } of path.steps) {
        if (event.type === 'xstate.done.actor.0.accountDetails.loading') await settle(() => load!.resolve(event.output as never));
        else if (event.type === 'xstate.error.actor.0.accountDetails.loading') await settle(() => load!.reject(new Error('Something went wrong')));
        else if (event.type.startsWith('xstate.done.')) await settle(() => update!.resolve(event.output as never));
        else if (event.type.startsWith('xstate.error.')) await settle(() => update!.reject(new Error('An account is already registered with your email address. Please log in.')));
        else if (event.type !== 'xstate.init') actor.send(event as AccountDetailsEvent);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        if (snapshot.matches({ ready: 'updating' })) {
          expect(detailsProblems(snapshot.context)).toEqual({});
          // Only the tab's own part goes to the store.
          expect(Object.keys(update!.change)).toEqual(section === 'personal' ? ['personal'] : ['billing', 'shipping']);
        }
        if (snapshot.matches({ ready: 'failed' })) expect(snapshot.context.error).toBe('An account is already registered with your email address. Please log in.');
        if (event.type === 'xstate.done.actor.0.accountDetails.ready.updating') savedCount++;
        expect(told).toEqual(Array.from({ length: savedCount }, () => ({ to: 'session', event: { type: 'CUSTOMER_UPDATED', customer: { ...saved.customer, avatarUrl: section === 'personal' ? newAvatar : customer.avatarUrl } } })));
      }
      stop();
    });
  }
});

describe('account details rules', () => {
  it('starts from the account as the store keeps it, and loads the states of its countries', async () => {
    const actor = createActor(testMachine, { input: input('addresses') }).start();
    await settle(() => load!.resolve(details as never));
    expect(actor.getSnapshot().context).toMatchObject({ personal: details.personal, billing, countries: ['DE', 'US'] });
    expect(statesAsked).toEqual(['US']);
    actor.send({ type: 'EDIT', field: 'shipping.country', value: 'DE' });
    expect(statesAsked).toEqual(['US', 'DE']);
  });

  it('clears the state when the country changes', async () => {
    const actor = createActor(testMachine, { input: input('addresses') }).start();
    await settle(() => load!.resolve(details as never));
    actor.send({ type: 'EDIT', field: 'billing.country', value: 'DE' });
    expect(actor.getSnapshot().context.billing).toMatchObject({ country: 'DE', state: '' });
  });

  it('asks for a missing email before saving personal info', async () => {
    const actor = createActor(testMachine, { input: input('personal') }).start();
    await settle(() => load!.resolve(details as never));
    actor.send({ type: 'EDIT', field: 'personal.email', value: ' ' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.problems).toEqual({ 'personal.email': { kind: 'required' } });
    expect(update).toBeUndefined();
  });

  it('asks for a postcode of the chosen country before saving addresses, as the store would refuse it', async () => {
    const actor = createActor(testMachine, { input: input('addresses') }).start();
    await settle(() => load!.resolve(details as never));
    actor.send({ type: 'EDIT', field: 'shipping.country', value: 'NL' });
    actor.send({ type: 'EDIT', field: 'shipping.postcode', value: '1234' });
    actor.send({ type: 'EDIT', field: 'billing.postcode', value: '1234' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.problems).toEqual({ 'billing.postcode': { kind: 'postcode' }, 'shipping.postcode': { kind: 'postcode' } });
    expect(update).toBeUndefined();
    actor.send({ type: 'EDIT', field: 'billing.postcode', value: '97209' });
    actor.send({ type: 'EDIT', field: 'shipping.postcode', value: '1234ab' });
    actor.send({ type: 'SAVE' });
    expect(update?.change).toMatchObject({ shipping: { country: 'NL', postcode: '1234ab' } });
  });

  it('shows the store’s refusal next to the address field it names, and keeps what was typed', async () => {
    const actor = createActor(testMachine, { input: input('addresses') }).start();
    await settle(() => load!.resolve(details as never));
    actor.send({ type: 'SAVE' });
    const refusal = Object.assign(new Error('Billing Postcode / ZIP is not a valid postcode / ZIP.'), { extensions: { code: 'BAD_USER_INPUT', field: 'billing.postcode' } });
    await settle(() => update!.reject(refusal));
    expect(actor.getSnapshot().matches({ ready: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      error: null,
      problems: { 'billing.postcode': { kind: 'store', message: 'Billing Postcode / ZIP is not a valid postcode / ZIP.' } },
      billing,
    });
    actor.send({ type: 'EDIT', field: 'billing.postcode', value: '97210' });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });
});

async function settle(outcome: () => void) {
  outcome();
  await afterPromises();
}
