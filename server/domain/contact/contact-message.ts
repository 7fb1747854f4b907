// A message from the contact page, checked as the form checks it (common/contactRules.ts) with the
// server's wording for each problem. Names and subjects become one line (they go into mail
// headers); control characters are dropped everywhere.
import { contactLimits, contactProblem, type ContactField, type ContactFields, type ContactProblem } from '../../../common/contactRules';
import { StoreMessage } from '../store-message';

export type ContactMessage = ContactFields;

const problemMessages: Record<ContactField, Partial<Record<ContactProblem, StoreMessage>>> = {
  name: { required: new StoreMessage('enterName'), tooLong: new StoreMessage('nameTooLongToSend', { max: contactLimits.name }) },
  email: { required: new StoreMessage('enterEmail'), invalid: new StoreMessage('invalidEmail') },
  subject: { required: new StoreMessage('enterSubject'), tooLong: new StoreMessage('subjectTooLong', { max: contactLimits.subject }) },
  message: {
    required: new StoreMessage('writeMessage'),
    tooShort: new StoreMessage('messageTooShort', { min: contactLimits.messageMin }),
    tooLong: new StoreMessage('messageTooLong', { max: contactLimits.messageMax }),
  },
};

/** A field of the message is not right; `problem` says what, for the shopper, in any language. */
export class ContactFieldError extends Error {
  override readonly name = 'ContactFieldError';

  constructor(
    readonly field: ContactField,
    readonly problem: StoreMessage,
  ) {
    super(problem.text);
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
