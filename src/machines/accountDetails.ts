// The signed-in customer's personal info or addresses (SPEC §2 Account, §4 account update): the form
// starts from the account as the store keeps it now, saves with UpdateCustomer showing 'Updating',
// then 'Updated successfully' or 'Failed to update' with the store's reason, and hands the saved
// customer to the session (CUSTOMER_UPDATED) so the header and checkout show it too. The address
// forms are checkout's: each chosen country's states are loaded as it is chosen, and a refusal that
// names an address field shows next to it.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { AccountDetails, PersonalInfo } from '../domain/account/types';
import { countriesToAsk, loadCountryStates, type StatesLoaded } from './countryStates';
import { hasInvalidPostcode, type Problem } from '../domain/checkout/problems';
import { emptyAddress, type Address, type AddressField, type CountryState } from '../domain/checkout/types';
import type { AccountChange, SavedAccount } from '../graphql/account';
import type { AccountCustomer } from '../domain/session/types';
import { tellAction } from './system';
import { messageOf } from './errorMessage';

/** Which tab the form is: personal info, or the billing and shipping addresses. */
export type AccountSection = 'personal' | 'addresses';
export type DetailsField = `personal.${keyof PersonalInfo}` | `billing.${AddressField}` | `shipping.${AddressField}`;

export type AccountDetailsEvent =
  | { type: 'EDIT'; field: DetailsField; value: string }
  | { type: 'SAVE' }
  /** Asks again for the account after it could not be loaded. */
  | { type: 'RETRY' }
  | StatesLoaded;

export interface AccountDetailsInput {
  endpoint: string;
  section: AccountSection;
  /** The customer the session keeps; the saved one replaces it. */
  customer: AccountCustomer;
}

export interface AccountDetailsContext extends AccountDetailsInput {
  personal: PersonalInfo;
  billing: Address;
  shipping: Address;
  countries: string[];
  /** The states of each country the store has answered for; empty where it has none. */
  states: Record<string, CountryState[]>;
  statesAsked: string[];
  /** Shown after a first attempt to save; each clears as its field is edited. */
  problems: Partial<Record<DetailsField, Problem>>;
  /** The store's reason when the update failed. */
  error: string | null;
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The obvious only (an email address is needed and looks like one, a postcode is its country's); the store judges the rest. */
export function detailsProblems(context: Pick<AccountDetailsContext, 'section' | 'personal' | 'billing' | 'shipping'>): Partial<Record<DetailsField, Problem>> {
  if (context.section === 'addresses') {
    const problems: Partial<Record<DetailsField, Problem>> = {};
    for (const part of ['billing', 'shipping'] as const) if (hasInvalidPostcode(context[part])) problems[`${part}.postcode`] = { kind: 'postcode' };
    return problems;
  }
  const email = context.personal.email.trim();
  if (!email) return { 'personal.email': { kind: 'required' } };
  return emailShape.test(email) ? {} : { 'personal.email': { kind: 'email' } };
}

/** The address field a store refusal names (its `extensions.field`), when the addresses tab shows it. */
function refusedAddressField(section: AccountSection, error: unknown): DetailsField | null {
  const field = (error as { extensions?: { field?: unknown } } | null)?.extensions?.field;
  if (section !== 'addresses' || typeof field !== 'string') return null;
  const [part, name] = field.split('.');
  return (part === 'billing' || part === 'shipping') && name && name in emptyAddress ? (field as DetailsField) : null;
}

export const accountDetailsMachine = setup({
  types: {} as {
    context: AccountDetailsContext;
    events: AccountDetailsEvent;
    input: AccountDetailsInput;
  },
  actors: {
    loadDetails: fromPromise<AccountDetails, { endpoint: string }>(async ({ input }) => (await import('../graphql/account')).getAccountDetails(input.endpoint)),
    loadStates: loadCountryStates,
    updateAccount: fromPromise<SavedAccount, { endpoint: string; change: AccountChange }>(async ({ input }) => (await import('../graphql/account')).updateAccount(input.endpoint, input.change)),
  },
  guards: {
    isComplete: ({ context }) => Object.keys(detailsProblems(context)).length === 0,
  },
  actions: {
    takeDetails: assign((_, details: AccountDetails) => details),
    loadMissingStates: enqueueActions(({ context, enqueue }) => {
      if (context.section !== 'addresses') return;
      const missing = countriesToAsk([context.billing, context.shipping], context.statesAsked);
      if (missing.length === 0) return;
      enqueue.assign({ statesAsked: [...context.statesAsked, ...missing] });
      for (const country of missing) enqueue.spawnChild('loadStates', { id: `states-${country}`, input: { endpoint: context.endpoint, country } });
    }),
    takeStates: assign(({ context, event }) => {
      assertEvent(event, 'STATES_LOADED');
      return { states: { ...context.states, [event.country]: event.states } };
    }),
    edit: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const { [event.field]: _cleared, ...problems } = context.problems;
      const [part, name] = event.field.split('.') as ['personal' | 'billing' | 'shipping', string];
      if (part === 'personal') return { personal: { ...context.personal, [name]: event.value }, problems, error: null };
      const address = { ...context[part], [name]: event.value };
      // Another country's states are not this one's.
      if (name === 'country') address.state = '';
      return { [part]: address, problems, error: null };
    }),
    showProblems: assign(({ context }) => ({ problems: detailsProblems(context) })),
    clearError: assign({ error: null }),
    // The store's reason: next to the field it names, else beside 'Failed to update'.
    showError: assign(({ context }, error: unknown) => {
      const field = refusedAddressField(context.section, error);
      return field ? { error: null, problems: { [field]: { kind: 'store' as const, message: messageOf(error) } } } : { error: messageOf(error) };
    }),
    takeSaved: assign(({ context }, saved: SavedAccount) =>
      context.section === 'personal' ? { personal: saved.personal } : { billing: saved.billing, shipping: saved.shipping },
    ),
    tellSession: tellAction('accountDetails', ({ context }: { context: AccountDetailsContext }, saved: SavedAccount) => ({
      to: 'session',
      event: { type: 'CUSTOMER_UPDATED', customer: { ...saved.customer, avatarUrl: saved.avatarUrl === undefined ? context.customer.avatarUrl : saved.avatarUrl } },
    })),
  },
}).createMachine({
  id: 'accountDetails',
  context: ({ input }) => ({
    ...input,
    personal: { firstName: input.customer.firstName, lastName: input.customer.lastName, email: input.customer.email },
    billing: input.customer.billing ?? emptyAddress,
    shipping: input.customer.shipping ?? emptyAddress,
    countries: [],
    states: {},
    statesAsked: [],
    problems: {},
    error: null,
  }),
  on: { STATES_LOADED: { actions: 'takeStates' } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadDetails',
        input: ({ context }) => ({ endpoint: context.endpoint }),
        onDone: { target: 'ready', actions: [{ type: 'takeDetails', params: ({ event }) => event.output }, 'loadMissingStates'] },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: { actions: ['edit', 'loadMissingStates'] },
            SAVE: [{ guard: 'isComplete', target: 'updating' }, { actions: 'showProblems' }],
          },
        },
        // SPEC §4 'Updating': the form waits for the store.
        updating: {
          entry: 'clearError',
          invoke: {
            src: 'updateAccount',
            input: ({ context }) => ({
              endpoint: context.endpoint,
              change: context.section === 'personal' ? { personal: context.personal } : { billing: context.billing, shipping: context.shipping },
            }),
            onDone: {
              target: 'updated',
              actions: [
                { type: 'takeSaved', params: ({ event }) => event.output },
                { type: 'tellSession', params: ({ event }) => event.output },
              ],
            },
            onError: { target: 'failed', actions: { type: 'showError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        // SPEC §4 'Updated successfully', until the next edit.
        updated: {
          on: {
            EDIT: { target: 'editing', actions: ['edit', 'loadMissingStates'] },
            SAVE: 'updating',
          },
        },
        // SPEC §4 'Failed to update', with the store's reason; what was typed stays.
        failed: {
          on: {
            EDIT: { target: 'editing', actions: ['edit', 'loadMissingStates'] },
            SAVE: 'updating',
          },
        },
      },
    },
  },
});
