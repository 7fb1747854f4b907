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

/** What is wrong with one field, or null when it is right. */
function fieldProblem(field: ContactField, fields: ContactFields): ContactProblem | null {
  const value = fields[field].trim();
  if (!value) return 'required';
  switch (field) {
    case 'name':
      return characterCount(value) > contactLimits.name ? 'tooLong' : null;
    case 'email':
      return value.length > contactLimits.email || !emailPattern.test(value) ? 'invalid' : null;
    case 'subject':
      return characterCount(value) > contactLimits.subject ? 'tooLong' : null;
    case 'message':
      if (characterCount(value) < contactLimits.messageMin) return 'tooShort';
      return characterCount(value) > contactLimits.messageMax ? 'tooLong' : null;
  }
}

/** The form's fields in its order. */
export const contactFields: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** Every field that is not right and what is wrong with it, in the form's order; empty when the message can be sent. */
export function contactProblems(fields: ContactFields): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  for (const field of contactFields) {
    const problem = fieldProblem(field, fields);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The first field that is not right and what is wrong with it (the server names one); null when the message can be sent. */
export function contactProblem(fields: ContactFields): { field: ContactField; problem: ContactProblem } | null {
  const field = contactFields.find((candidate) => fieldProblem(candidate, fields) !== null);
  return field ? { field, problem: fieldProblem(field, fields)! } : null;
}
