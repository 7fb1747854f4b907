// Model-based test of the password change machine: every state, transition and event, replayed
// against a real actor whose sign-in and password calls the test settles. Along each path: nothing
// goes to the store while a field is missing or the passwords differ (SPEC §5), the current password
// is confirmed by a fresh sign-in before the new one is set with that sign-in's token, and the
// session gets the new tokens once per change.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { startBesideSiblings } from './recordingSiblings';
import { passwordChangeMachine, passwordProblems, type PasswordChangeEvent } from '../../src/machines/passwordChange';
import type { AuthTokens } from '../../src/domain/session/types';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';
import { GraphQLRequestError } from '../../src/graphql/executor';
import { afterPromises } from './afterPromises';

const tokens: AuthTokens = { authToken: 'auth.new', authTokenExpiration: 1_900_000_000, refreshToken: 'refresh.new', refreshTokenExpiration: 1_902_000_000 };

type Pending<T> = { resolve: (value: T) => void; reject: (error: Error) => void };
let confirm: (Pending<string> & { input: { username: string; password: string } }) | undefined;
let change: (Pending<AuthTokens> & { input: { customerId: number; password: string; authToken: string } }) | undefined;
const testMachine = passwordChangeMachine.provide({
  actors: {
    confirmPassword: fromPromise<string, { endpoint: string; username: string; password: string }>(({ input }) => new Promise((resolve, reject) => (confirm = { input, resolve, reject }))),
    updatePassword: fromPromise<AuthTokens, { endpoint: string; customerId: number; password: string; authToken: string }>(
      ({ input }) => new Promise((resolve, reject) => (change = { input, resolve, reject })),
    ),
  },
});

const input = { endpoint: '/graphql', customer: { databaseId: 7, username: 'ana' } };
// The store's refusal of the current password, and a failure that is not about it.
const wrongPassword = new GraphQLRequestError('Incorrect password. Please try again.', undefined, { code: 'BAD_USER_INPUT' });
const offline = new TypeError('Failed to fetch');
const events = [
  { type: 'EDIT', field: 'current', value: 'old secret 1' },
  { type: 'EDIT', field: 'password', value: 'new secret 2' },
  { type: 'EDIT', field: 'confirm', value: 'new secret 2' },
  { type: 'EDIT', field: 'confirm', value: 'new secret 3' },
  { type: 'xstate.done.actor.0.passwordChange.confirming', output: 'auth.confirming' },
  { type: 'xstate.error.actor.0.passwordChange.confirming', error: wrongPassword },
  { type: 'xstate.error.actor.0.passwordChange.confirming', error: offline },
  { type: 'xstate.done.actor.0.passwordChange.changing', output: tokens },
];
// What tells states apart: which problems the fields have, how many show, and whether an error shows.
const stateKey = (snapshot: AnyMachineSnapshot) => ({
  wrong: passwordProblems(snapshot.context.fields),
  shown: Object.keys(snapshot.context.problems).length,
  error: snapshot.context.error !== null,
  currentRefused: snapshot.context.currentRefusal !== null,
});
const paths = transitionPaths(testMachine, { input, events, stateKey });

beforeEach(() => {
  confirm = undefined;
  change = undefined;
});

describe('password change model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, [{ input, paths }], { EDIT: true, SUBMIT: true });
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { actor, told, stop } = startBesideSiblings(testMachine, input, ['session']);
    let changes = 0;
    for (const { event, state } of path.steps) {
      if (event.type === 'xstate.done.actor.0.passwordChange.confirming') await settle(() => confirm!.resolve(event.output));
      else if (event.type === 'xstate.error.actor.0.passwordChange.confirming') await settle(() => confirm!.reject(event.error as Error));
      else if (event.type === 'xstate.done.actor.0.passwordChange.changing') await settle(() => change!.resolve(event.output));
      else if (event.type === 'xstate.error.actor.0.passwordChange.changing') await settle(() => change!.reject(new Error('Please choose a stronger password.')));
      else if (event.type !== 'xstate.init') actor.send(event as PasswordChangeEvent);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(state.value);
      if (snapshot.matches('confirming')) {
        expect(passwordProblems(snapshot.context.fields)).toEqual({});
        expect(confirm!.input).toMatchObject({ username: 'ana', password: 'old secret 1' });
      }
      // The new password goes with the token of the sign-in that confirmed the current one.
      if (snapshot.matches('changing')) expect(change!.input).toEqual({ endpoint: '/graphql', customerId: 7, password: 'new secret 2', authToken: 'auth.confirming' });
      if (event.type === 'xstate.done.actor.0.passwordChange.changing') changes++;
      expect(told).toEqual(Array.from({ length: changes }, () => ({ to: 'session', event: { type: 'TOKENS_RENEWED', tokens } })));
    }
    stop();
  });
});

describe('password change rules', () => {
  it('says the passwords do not match, and sends nothing', () => {
    const actor = createActor(testMachine, { input }).start();
    for (const event of [events[0], events[1], events[3]]) actor.send(event as PasswordChangeEvent);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ confirm: 'mismatch' });
    expect(confirm).toBeUndefined();
    actor.send({ type: 'EDIT', field: 'password', value: 'new secret 3' });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('shows the store’s message for a wrong current password at that field, keeps what was typed, and clears it when it is edited', async () => {
    const actor = createActor(testMachine, { input }).start();
    for (const event of events.slice(0, 3)) actor.send(event as PasswordChangeEvent);
    actor.send({ type: 'SUBMIT' });
    await settle(() => confirm!.reject(wrongPassword));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ currentRefusal: 'Incorrect password. Please try again.', error: null, fields: { current: 'old secret 1' } });
    expect(change).toBeUndefined();
    actor.send({ type: 'EDIT', field: 'password', value: 'new secret 2' });
    expect(actor.getSnapshot().context.currentRefusal).toBe('Incorrect password. Please try again.');
    actor.send({ type: 'EDIT', field: 'current', value: 'old secret 2' });
    expect(actor.getSnapshot().context.currentRefusal).toBeNull();
  });

  it('shows a failure that is not about the current password for the whole form', async () => {
    const actor = createActor(testMachine, { input }).start();
    for (const event of events.slice(0, 3)) actor.send(event as PasswordChangeEvent);
    actor.send({ type: 'SUBMIT' });
    await settle(() => confirm!.reject(offline));
    expect(actor.getSnapshot().context).toMatchObject({ currentRefusal: null, error: 'Failed to fetch' });
  });

  it('forgets the passwords once changed', async () => {
    const actor = createActor(testMachine, { input }).start();
    for (const event of events.slice(0, 3)) actor.send(event as PasswordChangeEvent);
    actor.send({ type: 'SUBMIT' });
    await settle(() => confirm!.resolve('auth.confirming'));
    await settle(() => change!.resolve(tokens));
    expect(actor.getSnapshot().context).toMatchObject({ fields: { current: '', password: '', confirm: '' }, confirmation: null });
  });
});

async function settle(outcome: () => void) {
  outcome();
  await afterPromises();
}
