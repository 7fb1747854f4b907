// Model-based test of the lost-password machine: every state, transition and event of both modes
// (asking for a mail; setting a new password from the mail's link), replayed against a real actor
// whose store calls the test settles. Along each path: a mail is asked for only with a name, a
// password is sent only when it and its confirmation match (SPEC §5), with the link's key and
// login, and typed passwords are not kept once the link has been used.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { PasswordResetOutcome } from '../../src/graphql/passwordReset';
import { passwordResetMachine, type PasswordResetEvent, type PasswordResetInput } from '../../src/machines/passwordReset';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';
import { afterPromises } from './afterPromises';

type ResetCall = { endpoint: string; key: string; login: string; password: string };
type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: Error) => void };
let mailCalls: Pending<{ endpoint: string; username: string }, void>[] = [];
let resetCalls: Pending<ResetCall, PasswordResetOutcome>[] = [];

const testMachine = passwordResetMachine.provide({
  actors: {
    sendResetEmail: fromPromise<void, { endpoint: string; username: string }>(({ input }) => new Promise((resolve, reject) => mailCalls.push({ input, resolve, reject }))),
    resetPassword: fromPromise<PasswordResetOutcome, ResetCall>(({ input }) => new Promise((resolve, reject) => resetCalls.push({ input, resolve, reject }))),
  },
});

const endpoint = 'https://shop.example/graphql';
const asking: PasswordResetInput = { endpoint, key: null, login: null, linkRefused: false };
const fromLink: PasswordResetInput = { endpoint, key: 'k3y-from-the-mail', login: 'ana', linkRefused: false };
// A used link whose page's loader asked the store first.
const fromRefusedLink: PasswordResetInput = { ...fromLink, linkRefused: true };

const sent = 'xstate.done.actor.0.passwordReset.request.sending';
const reset = 'xstate.done.actor.0.passwordReset.reset.resetting';
const events = [
  { type: 'CHANGE', field: 'username', value: 'ana@example.com' },
  { type: 'CHANGE', field: 'password', value: 'a-new-secret' },
  { type: 'CHANGE', field: 'confirmation', value: 'a-new-secret' },
  { type: 'CHANGE', field: 'confirmation', value: 'a-new-secreT' },
  { type: sent, output: undefined },
  { type: reset, output: { kind: 'reset' } },
  { type: reset, output: { kind: 'invalidKey' } },
  { type: reset, output: { kind: 'refused', message: 'Please choose a stronger password: at least 8 characters, and not your username or email.' } },
];
// What tells states apart: which fields are filled, whether the two passwords match, and what is shown.
const stateKey = (snapshot: AnyMachineSnapshot) => {
  const { fields, problem, refusal } = snapshot.context;
  return {
    username: fields.username !== '',
    password: fields.password !== '',
    matching: fields.password === fields.confirmation,
    problem,
    refused: refusal !== null,
  };
};
const models = [asking, fromLink, fromRefusedLink].map((input) => ({ input, paths: transitionPaths(testMachine, { input, events, stateKey }) }));

beforeEach(() => {
  mailCalls = [];
  resetCalls = [];
});

describe('password reset model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, models, { CHANGE: true, SUBMIT: true, REQUEST_NEW_LINK: true });
  });

  const cases = models.flatMap(({ input, paths }) => paths.map((path) => [describePath(path), input, path] as const));
  it.each(cases)('%s', async (_, input, path) => {
    const actor = createActor(testMachine, { input }).start();
    for (const { event, state } of path.steps) {
      const mails = mailCalls.length;
      const resets = resetCalls.length;
      if (event.type === sent) await settle(() => mailCalls.at(-1)!.resolve());
      else if (event.type === reset) await settle(() => resetCalls.at(-1)!.resolve(event.output));
      else if (event.type.startsWith('xstate.error.actor.0.passwordReset.request')) await settle(() => mailCalls.at(-1)!.reject(new Error('Failed to fetch')));
      else if (event.type.startsWith('xstate.error.actor.0.passwordReset.reset')) await settle(() => resetCalls.at(-1)!.reject(new Error('Failed to fetch')));
      else if (event.type !== 'xstate.init') actor.send(event as PasswordResetEvent);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(state.value);
      const { fields } = snapshot.context;

      // A mail is asked for once per send, for the name typed (or the link's login).
      if (snapshot.matches({ request: 'sending' }) && event.type === 'SUBMIT') {
        expect(mailCalls.length).toBe(mails + 1);
        expect(mailCalls.at(-1)!.input).toEqual({ endpoint, username: fields.username });
        expect(fields.username.trim()).not.toBe('');
      }
      // SPEC §5: a new password goes to the store only when it matches its confirmation.
      if (snapshot.matches({ reset: 'resetting' }) && event.type === 'SUBMIT') {
        expect(resetCalls.length).toBe(resets + 1);
        expect(resetCalls.at(-1)!.input).toEqual({ endpoint, key: fromLink.key, login: fromLink.login, password: fields.password });
        expect(fields.password).not.toBe('');
        expect(fields.confirmation).toBe(fields.password);
      }
      if (snapshot.matches({ reset: 'idle' }) && event.type === 'SUBMIT' && fields.password !== '' && fields.password !== fields.confirmation) {
        expect(snapshot.context.problem).toBe('lostPassword.mismatch');
      }
      // Once the link is used up (or no longer works) the typed passwords are gone.
      if (snapshot.matches({ reset: 'done' }) || snapshot.matches({ reset: 'invalidKey' })) expect(fields).toMatchObject({ password: '', confirmation: '' });
    }
    actor.stop();
  });
});

describe('password reset rules', () => {
  it('opens on the mail request without a key and login, and on the new password with both', () => {
    expect(createActor(testMachine, { input: asking }).start().getSnapshot().value).toEqual({ request: 'idle' });
    expect(createActor(testMachine, { input: { ...fromLink, login: null } }).start().getSnapshot().value).toEqual({ request: 'idle' });
    expect(createActor(testMachine, { input: fromLink }).start().getSnapshot().value).toEqual({ reset: 'idle' });
  });

  it('says at once that a link the store refused no longer works, and offers a new one for its account', () => {
    const actor = createActor(testMachine, { input: fromRefusedLink }).start();
    expect(actor.getSnapshot().value).toEqual({ reset: 'invalidKey' });
    actor.send({ type: 'REQUEST_NEW_LINK' });
    expect(actor.getSnapshot().value).toEqual({ request: 'idle' });
    expect(actor.getSnapshot().context.fields.username).toBe('ana');
  });

  it('says the passwords do not match, and forgets it when one is corrected', () => {
    const actor = createActor(testMachine, { input: fromLink }).start();
    actor.send({ type: 'CHANGE', field: 'password', value: 'a-new-secret' });
    actor.send({ type: 'CHANGE', field: 'confirmation', value: 'a-new-secreT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('lostPassword.mismatch');
    expect(resetCalls).toEqual([]);
    actor.send({ type: 'CHANGE', field: 'confirmation', value: 'a-new-secret' });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('shows the store’s refusal of a weak password and keeps the form', async () => {
    const actor = createActor(testMachine, { input: fromLink }).start();
    actor.send({ type: 'CHANGE', field: 'password', value: 'ana' });
    actor.send({ type: 'CHANGE', field: 'confirmation', value: 'ana' });
    actor.send({ type: 'SUBMIT' });
    await settle(() => resetCalls[0]!.resolve({ kind: 'refused', message: 'Please choose a stronger password.' }));
    expect(actor.getSnapshot().value).toEqual({ reset: 'idle' });
    expect(actor.getSnapshot().context.refusal).toBe('Please choose a stronger password.');
  });

  it('asks for a new link for the same account when the old one no longer works', async () => {
    const actor = createActor(testMachine, { input: fromLink }).start();
    actor.send({ type: 'CHANGE', field: 'password', value: 'a-new-secret' });
    actor.send({ type: 'CHANGE', field: 'confirmation', value: 'a-new-secret' });
    actor.send({ type: 'SUBMIT' });
    await settle(() => resetCalls[0]!.resolve({ kind: 'invalidKey' }));
    actor.send({ type: 'REQUEST_NEW_LINK' });
    expect(actor.getSnapshot().value).toEqual({ request: 'idle' });
    expect(actor.getSnapshot().context.fields.username).toBe('ana');
    actor.send({ type: 'SUBMIT' });
    expect(mailCalls[0]!.input.username).toBe('ana');
  });

  it('lets a failed request be sent again', async () => {
    const actor = createActor(testMachine, { input: asking }).start();
    actor.send({ type: 'CHANGE', field: 'username', value: 'ana' });
    actor.send({ type: 'SUBMIT' });
    await settle(() => mailCalls[0]!.reject(new Error('Too many requests.')));
    expect(actor.getSnapshot().value).toEqual({ request: 'failed' });
    actor.send({ type: 'SUBMIT' });
    expect(mailCalls).toHaveLength(2);
  });
});

async function settle(outcome: () => void) {
  outcome();
  await afterPromises();
}
