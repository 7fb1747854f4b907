// Changing the signed-in customer's password (SPEC §2 change password, §5): the current password, the
// new one and its confirmation, which must match ('Passwords do not match. Please try again.'). The
// store takes a new password only from a sign-in made moments before with the current one, so the
// machine signs in again first (a wrong current password shows the store's message at that field),
// then sets the new password. Every earlier sign-in ends with it: the session gets the tokens that replace them.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AccountCustomer, AuthTokens } from '../domain/session/types';
import { isInputRefusal } from '../graphql/executor';
import { tellAction } from './system';
import { messageOf } from './errorMessage';

export type PasswordField = 'current' | 'password' | 'confirm';
export type PasswordProblem = 'required' | 'mismatch';

export type PasswordChangeEvent = { type: 'EDIT'; field: PasswordField; value: string } | { type: 'SUBMIT' };

export interface PasswordChangeInput {
  endpoint: string;
  customer: Pick<AccountCustomer, 'databaseId' | 'username'>;
}

export interface PasswordChangeContext extends PasswordChangeInput {
  fields: Record<PasswordField, string>;
  /** Shown after a first attempt; each clears as its field is edited. */
  problems: Partial<Record<PasswordField, PasswordProblem>>;
  /** The store's refusal of the current password (wrong, or tried too often), shown at that field. */
  currentRefusal: string | null;
  /** The store's reason when it refused the new password (a weak one), or its failure. */
  error: string | null;
  /** The auth token of the sign-in that confirmed the current password, until the new one is set. */
  confirmation: string | null;
}

const noFields: Record<PasswordField, string> = { current: '', password: '', confirm: '' };

export function passwordProblems(fields: Record<PasswordField, string>): Partial<Record<PasswordField, PasswordProblem>> {
  const problems: Partial<Record<PasswordField, PasswordProblem>> = {};
  for (const field of ['current', 'password', 'confirm'] as const) if (!fields[field]) problems[field] = 'required';
  // SPEC §5: the new password and its confirmation must match.
  if (fields.password && fields.confirm && fields.password !== fields.confirm) problems.confirm = 'mismatch';
  return problems;
}

export const passwordChangeMachine = setup({
  types: {} as {
    context: PasswordChangeContext;
    events: PasswordChangeEvent;
    input: PasswordChangeInput;
  },
  actors: {
    confirmPassword: fromPromise<string, { endpoint: string; username: string; password: string }>(async ({ input }) =>
      (await import('../graphql/account')).confirmPassword(input.endpoint, input.username, input.password),
    ),
    updatePassword: fromPromise<AuthTokens, { endpoint: string; customerId: number; password: string; authToken: string }>(async ({ input }) =>
      (await import('../graphql/account')).updatePassword(input.endpoint, input),
    ),
  },
  guards: {
    isComplete: ({ context }) => Object.keys(passwordProblems(context.fields)).length === 0,
    isInputRefusal: (_, error: unknown) => isInputRefusal(error),
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const problems: PasswordChangeContext['problems'] = { ...context.problems };
      delete problems[event.field];
      // A new password clears the mismatch shown on its confirmation.
      if (event.field === 'password' && problems.confirm === 'mismatch') delete problems.confirm;
      const currentRefusal = event.field === 'current' ? null : context.currentRefusal;
      return { fields: { ...context.fields, [event.field]: event.value }, problems, currentRefusal };
    }),
    showProblems: assign(({ context }) => ({ problems: passwordProblems(context.fields), error: null })),
    clearError: assign({ error: null, currentRefusal: null }),
    showCurrentRefusal: assign((_, error: unknown) => ({ currentRefusal: messageOf(error), confirmation: null })),
    showError: assign((_, error: unknown) => ({ error: messageOf(error), confirmation: null })),
    takeConfirmation: assign((_, authToken: string) => ({ confirmation: authToken })),
    forgetFields: assign({ fields: noFields, confirmation: null }),
    tellSession: tellAction('passwordChange', (_, tokens: AuthTokens) => ({ to: 'session', event: { type: 'TOKENS_RENEWED', tokens } })),
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({ ...input, fields: noFields, problems: {}, currentRefusal: null, error: null, confirmation: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [{ guard: 'isComplete', target: 'confirming' }, { actions: 'showProblems' }],
      },
    },
    // A fresh sign-in with the current password.
    confirming: {
      entry: 'clearError',
      invoke: {
        src: 'confirmPassword',
        input: ({ context }) => ({ endpoint: context.endpoint, username: context.customer.username, password: context.fields.current }),
        onDone: { target: 'changing', actions: { type: 'takeConfirmation', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isInputRefusal', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'editing',
            actions: { type: 'showCurrentRefusal', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
          { target: 'editing', actions: { type: 'showError', params: ({ event }: { event: { error: unknown } }) => event.error } },
        ],
      },
    },
    changing: {
      invoke: {
        src: 'updatePassword',
        input: ({ context }) => ({ endpoint: context.endpoint, customerId: context.customer.databaseId, password: context.fields.password, authToken: context.confirmation! }),
        onDone: { target: 'changed', actions: [{ type: 'tellSession', params: ({ event }) => event.output }, 'forgetFields'] },
        onError: { target: 'editing', actions: { type: 'showError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    changed: {
      on: { EDIT: { target: 'editing', actions: 'edit' } },
    },
  },
});
