// The contact form of /contact (SPEC §2 Contact): name, email, subject and message, all checked at
// once as the shop's server checks them (common/contactRules.ts), then sent; the shopper sees a clear
// confirmation, or the server's reason, next to the field it names. A hidden field (the honeypot) is
// sent as typed: people leave it empty, bots fill it, and the server quietly drops their messages.
// Without JavaScript the form posts itself; the server's redirect back says how it went (`returned`).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { contactFields, contactProblem, contactProblems, type ContactField, type ContactFields, type ContactProblem } from '../../common/contactRules';
import { sendContactMessage, type ContactRefusal } from '../graphql/contact';
import type { Locale } from '../i18n/locales';

export type ContactFormField = ContactField | 'website';

export type ContactFormEvent = { type: 'EDIT'; field: ContactFormField; value: string } | { type: 'SUBMIT' } | { type: 'WRITE_ANOTHER' };

/** A problem of a field: the form's own check, or the server's reason in its words. */
export type ContactFieldProblem = { kind: ContactProblem } | { kind: 'server'; message: string };

/** How a form posted without JavaScript came back: sent, refused for a field, or held by the limit. */
export type ContactReturn = 'sent' | ContactField | 'limit' | null;

export interface ContactFormInput {
  locale: Locale;
  returned: ContactReturn;
}

export interface ContactFormContext extends ContactFormInput {
  fields: ContactFields & { website: string };
  /** Shown after an attempt to send; each clears as its field is edited. */
  problems: Partial<Record<ContactField, ContactFieldProblem>>;
  /** Sending failed; the server's reason, or null for the form's own words. */
  error: { message: string | null } | null;
  /** Counts the refused attempts, so the view takes the focus to what needs fixing each time. */
  attempts: number;
}

const noFields = { name: '', email: '', subject: '', message: '', website: '' };

/** How the URL says a form posted without JavaScript came back (?sent=1, ?error=<field|limit>). */
export function contactReturnOf(search: string): ContactReturn {
  const query = new URLSearchParams(search);
  if (query.get('sent') === '1') return 'sent';
  const error = query.get('error');
  return error === 'limit' ? 'limit' : (contactFields.find((field) => field === error) ?? null);
}

function returnedProblems(returned: ContactReturn): ContactFormContext['problems'] {
  return returned && returned !== 'sent' && returned !== 'limit' ? { [returned]: { kind: 'invalid' } } : {};
}

function refusalOf(error: unknown): ContactRefusal {
  const given = error as Partial<ContactRefusal> | null;
  return { message: typeof given?.message === 'string' ? given.message : null, field: given?.field ?? null };
}

export const contactFormMachine = setup({
  types: {} as {
    context: ContactFormContext;
    events: ContactFormEvent;
    input: ContactFormInput;
  },
  actors: {
    send: fromPromise<void, ContactFormContext['fields'] & { locale: Locale }>(({ input }) => sendContactMessage(input)),
  },
  guards: {
    isComplete: ({ context }) => contactProblem(context.fields) === null,
    cameBackSent: ({ context }) => context.returned === 'sent',
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const problems = { ...context.problems };
      if (event.field !== 'website') delete problems[event.field];
      return { fields: { ...context.fields, [event.field]: event.value }, problems };
    }),
    // Every field that is not right at once, as checkout flags its fields.
    showProblems: assign(({ context }) => {
      const found = Object.entries(contactProblems(context.fields)).map(([field, problem]) => [field, { kind: problem }]);
      return { problems: Object.fromEntries(found), error: null, attempts: context.attempts + 1 };
    }),
    clearError: assign({ error: null }),
    showRefusal: assign(({ context }, error: unknown) => {
      const refusal = refusalOf(error);
      return refusal.field && refusal.message
        ? { problems: { [refusal.field]: { kind: 'server' as const, message: refusal.message } }, error: null, attempts: context.attempts + 1 }
        : { error: { message: refusal.message }, attempts: context.attempts + 1 };
    }),
    forgetMessage: assign(({ context }) => ({ fields: { ...noFields, name: context.fields.name, email: context.fields.email } })),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    ...input,
    fields: noFields,
    problems: returnedProblems(input.returned),
    error: input.returned === 'limit' ? { message: null } : null,
    attempts: 0,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'cameBackSent', target: 'sent' }, { target: 'editing' }],
    },
    editing: {
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [{ guard: 'isComplete', target: 'sending' }, { actions: 'showProblems' }],
      },
    },
    sending: {
      entry: 'clearError',
      invoke: {
        src: 'send',
        input: ({ context }) => ({ ...context.fields, locale: context.locale }),
        onDone: { target: 'sent', actions: 'forgetMessage' },
        onError: { target: 'failed', actions: { type: 'showRefusal', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    sent: {
      on: { WRITE_ANOTHER: 'editing' },
    },
    // The server's reason shows until the shopper changes something or sends again.
    failed: {
      on: {
        EDIT: { target: 'editing', actions: 'edit' },
        SUBMIT: 'sending',
      },
    },
  },
});
