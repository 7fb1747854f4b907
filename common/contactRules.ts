// What a contact message must have. The contact form checks it first, so it can say what is wrong at
// once in the shopper's language; the shop's server (server/domain/contact/) checks the same and
// has the last word.
import { characterCount, emailLimit, emailPattern } from './reviewRules';

export const contactLimits = { name: 100, email: emailLimit, subject: 150, messageMin: 10, messageMax: 5000 } as const;

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFields;

export type ContactProblem = 'required' | 'invalid' | 'tooShort' | 'tooLong';

/** The first field that is not right (in the form's order) and what is wrong with it; null when the message can be sent. */
export function contactProblem(fields: ContactFields): { field: ContactField; problem: ContactProblem } | null {
  const name = fields.name.trim();
  if (!name) return { field: 'name', problem: 'required' };
  if (characterCount(name) > contactLimits.name) return { field: 'name', problem: 'tooLong' };
  const email = fields.email.trim();
  if (!email) return { field: 'email', problem: 'required' };
  if (email.length > contactLimits.email || !emailPattern.test(email)) return { field: 'email', problem: 'invalid' };
  const subject = fields.subject.trim();
  if (!subject) return { field: 'subject', problem: 'required' };
  if (characterCount(subject) > contactLimits.subject) return { field: 'subject', problem: 'tooLong' };
  const message = fields.message.trim();
  if (!message) return { field: 'message', problem: 'required' };
  if (characterCount(message) < contactLimits.messageMin) return { field: 'message', problem: 'tooShort' };
  if (characterCount(message) > contactLimits.messageMax) return { field: 'message', problem: 'tooLong' };
  return null;
}
