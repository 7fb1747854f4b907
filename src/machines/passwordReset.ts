// The lost-password page (SPEC.md §2 /my-account/lost-password, §5, §8). Without a key in its URL
// the shopper asks for a reset mail and is told, whether or not the address is registered, that a
// mail is on its way if it is (SPEC §5). The mail's link brings the key and login back: the
// shopper types a new password twice and sets it; a link that no longer works says so and offers a
// new one (SPEC §8): at once when the page's loader could ask the store, else when it is sent.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PasswordResetOutcome } from '../graphql/passwordReset';

export type PasswordResetField = 'username' | 'password' | 'confirmation';

export type PasswordResetEvent =
  | { type: 'CHANGE'; field: PasswordResetField; value: string }
  | { type: 'SUBMIT' }
  /** From a link that no longer works: ask for a new one. */
  | { type: 'REQUEST_NEW_LINK' };

export interface PasswordResetInput {
  /** The GraphQL endpoint as the browser reaches it. */
  endpoint: string;
  /** The mail link's `key` and `login`; without both the page asks for a mail. */
  key: string | null;
  login: string | null;
  /** The store refused the link before the form was shown (screens/loaders/lostPassword.ts). */
  linkRefused: boolean;
}

export interface PasswordResetContext extends PasswordResetInput {
  fields: Record<PasswordResetField, string>;
  /** What is wrong with the form as sent (a t() key), shown until the shopper changes it. */
  problem: 'lostPassword.usernameRequired' | 'lostPassword.passwordRequired' | 'lostPassword.mismatch' | null;
  /** The store's refusal of the new password (its rule), in its words. */
  refusal: string | null;
}

export const passwordResetMachine = setup({
  types: {} as {
    context: PasswordResetContext;
    events: PasswordResetEvent;
    input: PasswordResetInput;
  },
  actors: {
    // The calls' code comes with the first one (graphql/passwordReset.ts).
    sendResetEmail: fromPromise<void, { endpoint: string; username: string }>(async ({ input }) => {
      const [{ sendResetEmail }, { createClient }] = await Promise.all([import('../graphql/passwordReset'), import('../graphql/client')]);
      await sendResetEmail(createClient({ endpoint: input.endpoint }), input.username);
    }),
    resetPassword: fromPromise<PasswordResetOutcome, { endpoint: string; key: string; login: string; password: string }>(async ({ input }) => {
      const [{ resetPassword }, { createClient }] = await Promise.all([import('../graphql/passwordReset'), import('../graphql/client')]);
      const { endpoint, ...reset } = input;
      return resetPassword(createClient({ endpoint }), reset);
    }),
  },
  guards: {
    hasKey: ({ context }) => Boolean(context.key && context.login),
    isLinkRefused: ({ context }) => context.linkRefused,
    lacksUsername: ({ context }) => context.fields.username.trim() === '',
    lacksPassword: ({ context }) => context.fields.password === '',
    // SPEC §5: the new password and its confirmation must match.
    mismatches: ({ context }) => context.fields.password !== context.fields.confirmation,
    isInvalidKey: (_, outcome: PasswordResetOutcome) => outcome.kind === 'invalidKey',
    isRefused: (_, outcome: PasswordResetOutcome) => outcome.kind === 'refused',
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      return { fields: { ...context.fields, [event.field]: event.value }, problem: null, refusal: null };
    }),
    requireUsername: assign({ problem: 'lostPassword.usernameRequired' as const }),
    requirePassword: assign({ problem: 'lostPassword.passwordRequired' as const }),
    showMismatch: assign({ problem: 'lostPassword.mismatch' as const }),
    showRefusal: assign((_, outcome: PasswordResetOutcome) => ({ refusal: outcome.kind === 'refused' ? outcome.message : null })),
    // Typed passwords are not kept longer than they are needed.
    forgetPasswords: assign(({ context }) => ({ fields: { ...context.fields, password: '', confirmation: '' } })),
    // The new link goes to the account the old one was for.
    prefillLogin: assign(({ context }) => ({ fields: { ...context.fields, username: context.login ?? '' } })),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    ...input,
    fields: { username: '', password: '', confirmation: '' },
    problem: null,
    refusal: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isLinkRefused', target: 'reset.invalidKey' }, { guard: 'hasKey', target: 'reset' }, { target: 'request' }],
    },
    request: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            CHANGE: { actions: 'change' },
            SUBMIT: [{ guard: 'lacksUsername', actions: 'requireUsername' }, { target: 'sending' }],
          },
        },
        sending: {
          invoke: {
            src: 'sendResetEmail',
            input: ({ context }) => ({ endpoint: context.endpoint, username: context.fields.username }),
            onDone: 'sent',
            onError: 'failed',
          },
        },
        // SPEC §5, §8: the same words whether or not the address is registered.
        sent: {},
        failed: {
          on: {
            CHANGE: { target: 'idle', actions: 'change' },
            SUBMIT: 'sending',
          },
        },
      },
    },
    reset: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            CHANGE: { actions: 'change' },
            SUBMIT: [
              { guard: 'lacksPassword', actions: 'requirePassword' },
              { guard: 'mismatches', actions: 'showMismatch' },
              { target: 'resetting' },
            ],
          },
        },
        resetting: {
          invoke: {
            src: 'resetPassword',
            input: ({ context }) => ({ endpoint: context.endpoint, key: context.key!, login: context.login!, password: context.fields.password }),
            onDone: [
              { guard: { type: 'isInvalidKey', params: ({ event }) => event.output }, target: 'invalidKey', actions: 'forgetPasswords' },
              { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'idle', actions: { type: 'showRefusal', params: ({ event }) => event.output } },
              { target: 'done', actions: 'forgetPasswords' },
            ],
            onError: 'failed',
          },
        },
        // The password is set: the shopper signs in with it.
        done: {},
        invalidKey: {
          on: { REQUEST_NEW_LINK: { target: '#passwordReset.request', actions: 'prefillLogin' } },
        },
        failed: {
          on: {
            CHANGE: { target: 'idle', actions: 'change' },
            SUBMIT: 'resetting',
          },
        },
      },
    },
  },
});
