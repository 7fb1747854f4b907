// Model-based test of the contact form machine: every state, transition and event, replayed against
// a real actor whose message to the shop's server the test settles. Along each path: a message goes
// only when every field is right (the server's own rules, common/contactRules.ts), with the page's
// language and the honeypot as typed; the server's reason shows next to the field it names.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { contactProblem } from '../../common/contactRules';
import type { Locale } from '../../src/i18n/locales';
import type { ContactRefusal } from '../../src/graphql/contact';
import { contactFormMachine, type ContactFormContext, type ContactFormEvent, type ContactFormInput } from '../../src/machines/contactForm';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';
import { afterPromises } from './afterPromises';

type Sent = ContactFormContext['fields'] & { locale: Locale };
let call: { input: Sent; resolve: () => void; reject: (refusal: ContactRefusal) => void } | undefined;
const testMachine = contactFormMachine.provide({
  actors: { send: fromPromise<void, Sent>(({ input }) => new Promise((resolve, reject) => (call = { input, resolve: () => resolve(), reject }))) },
});

const events = [
  { type: 'EDIT', field: 'name', value: 'Ana Silva' },
  { type: 'EDIT', field: 'email', value: 'ana@example.com' },
  { type: 'EDIT', field: 'subject', value: 'My order' },
  { type: 'EDIT', field: 'message', value: 'Where is my parcel, please?' },
  { type: 'EDIT', field: 'website', value: '' },
];
const refusal: ContactRefusal = { message: 'Please enter a valid email address.', field: 'email' };
// What tells states apart: what the shopper has filled in right, which problems show, the error.
const stateKey = (snapshot: AnyMachineSnapshot) => ({
  problem: contactProblem(snapshot.context.fields)?.field ?? null,
  shown: Object.keys(snapshot.context.problems),
  error: snapshot.context.error !== null,
});
const inputs: ContactFormInput[] = [
  { locale: 'de_DE', returned: null },
  // Back from a post without JavaScript.
  { locale: 'de_DE', returned: 'sent' },
];
const models = inputs.map((input) => ({ input, paths: transitionPaths(testMachine, { input, events, stateKey }) }));

beforeEach(() => {
  call = undefined;
});

describe('contact form model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, models, { EDIT: true, SUBMIT: true, WRITE_ANOTHER: true });
  });

  for (const { input, paths } of models) {
    it.each(paths.map((path) => [describePath(path), path] as const))(`returned ${input.returned}: %s`, async (_, path) => {
      const actor = createActor(testMachine, { input }).start();
      for (const { event, state } of path.steps) {
        if (event.type.startsWith('xstate.done.')) await settle(() => call!.resolve());
        else if (event.type.startsWith('xstate.error.')) await settle(() => call!.reject(refusal));
        else if (event.type !== 'xstate.init') actor.send(event as ContactFormEvent);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        if (snapshot.matches('sending')) {
          expect(contactProblem(call!.input)).toBeNull();
          expect(call!.input).toMatchObject({ locale: 'de_DE', website: '', email: 'ana@example.com' });
        }
        if (snapshot.matches('failed')) expect(snapshot.context.problems).toEqual({ email: { kind: 'server', message: refusal.message } });
      }
      actor.stop();
    });
  }
});

describe('contact form rules', () => {
  it('names every field that is not right at once, and sends nothing', () => {
    const actor = createActor(testMachine, { input: inputs[0]! }).start();
    actor.send({ type: 'EDIT', field: 'name', value: 'Ana' });
    actor.send({ type: 'EDIT', field: 'email', value: 'ana@' });
    actor.send({ type: 'EDIT', field: 'message', value: 'Hello' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ email: { kind: 'invalid' }, subject: { kind: 'required' }, message: { kind: 'tooShort' } });
    expect(call).toBeUndefined();
    actor.send({ type: 'EDIT', field: 'email', value: 'ana@example.com' });
    expect(actor.getSnapshot().context.problems).toEqual({ subject: { kind: 'required' }, message: { kind: 'tooShort' } });
  });

  it('sends the honeypot as typed', async () => {
    const actor = createActor(testMachine, { input: inputs[0]! }).start();
    for (const event of events.slice(0, 4)) actor.send(event as ContactFormEvent);
    actor.send({ type: 'EDIT', field: 'website', value: 'https://spam.example' });
    actor.send({ type: 'SUBMIT' });
    expect(call!.input.website).toBe('https://spam.example');
  });

  it('shows a refusal without a field as the form’s error, and keeps the name and email for another message', async () => {
    const actor = createActor(testMachine, { input: inputs[0]! }).start();
    for (const event of events.slice(0, 4)) actor.send(event as ContactFormEvent);
    actor.send({ type: 'SUBMIT' });
    await settle(() => call!.reject({ message: 'Too many messages. Please try again later.', field: null }));
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Too many messages. Please try again later.' });
    actor.send({ type: 'SUBMIT' });
    await settle(() => call!.resolve());
    expect(actor.getSnapshot().context.fields).toEqual({ name: 'Ana Silva', email: 'ana@example.com', subject: '', message: '', website: '' });
  });

  it('shows what a post without JavaScript came back with', () => {
    expect(createActor(testMachine, { input: { locale: 'en_US', returned: 'email' } }).start().getSnapshot().context.problems).toEqual({ email: { kind: 'invalid' } });
    expect(createActor(testMachine, { input: { locale: 'en_US', returned: 'limit' } }).start().getSnapshot().context.error).toEqual({ message: null });
  });
});

async function settle(outcome: () => void) {
  outcome();
  await afterPromises();
}
