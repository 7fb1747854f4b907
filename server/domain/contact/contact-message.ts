// A message from the contact page, checked as the form checks it (common/contactRules.ts) with the
// server's wording for each problem. Names and subjects become one line (they go into mail
// headers); control characters are dropped everywhere.
import { contactLimits, contactProblem, type ContactField, type ContactFields, type ContactProblem } from '../../../common/contactRules';

export type ContactMessage = ContactFields;

const problemMessages: Record<ContactField, Partial<Record<ContactProblem, string>>> = {
  name: { required: 'Please enter your name.', tooLong: `Please keep your name to ${contactLimits.name} characters or fewer.` },
  email: { required: 'Please enter your email address.', invalid: 'Please enter a valid email address.' },
  subject: { required: 'Please enter a subject.', tooLong: `Please keep the subject to ${contactLimits.subject} characters or fewer.` },
  message: {
    required: 'Please write your message.',
    tooShort: `Please write a message of at least ${contactLimits.messageMin} characters.`,
    tooLong: `Please keep your message to ${contactLimits.messageMax.toLocaleString('en-US')} characters or fewer.`,
  },
};

/** A field of the message is not right; `message` says what, for the shopper. */
export class ContactFieldError extends Error {
  override readonly name = 'ContactFieldError';

  constructor(
    readonly field: ContactField,
    message: string,
  ) {
    super(message);
  }
}

// Control characters other than tab and line feed: none belongs in a mail.
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

const oneLine = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').replace(controlCharacters, '').trim() : '');
const paragraphs = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').replace(controlCharacters, '').trim() : '');

/** The message as it will be mailed; throws ContactFieldError for the first field that is not right. */
export function checkedContactMessage(submitted: Record<string, unknown>): ContactMessage {
  const message = { name: oneLine(submitted.name), email: oneLine(submitted.email), subject: oneLine(submitted.subject), message: paragraphs(submitted.message) };
  const found = contactProblem(message);
  if (found) throw new ContactFieldError(found.field, problemMessages[found.field][found.problem]!);
  return message;
}
