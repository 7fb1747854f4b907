// The fields of an account as a customer gives them (registering, updating): checked and trimmed,
// with messages a shopper can act on. Usernames follow the rule of checkout's account creation.
import { emailLimit, emailPattern } from '../../../common/reviewRules';
import { InputError } from '../input-error';

export const invalidEmailMessage = 'Please enter a valid email address.';
export const usernameTakenMessage = 'An account is already registered with that username. Please choose another.';
export const emailTakenMessage = 'An account is already registered with your email address. Please log in.';

const usernameLimit = 60;
const usernamePattern = /^[\w .@-]+$/;
const nameLimit = 200;

export function checkedEmail(email: string | null | undefined): string {
  const trimmed = email?.trim() ?? '';
  if (trimmed.length > emailLimit || !emailPattern.test(trimmed)) throw new InputError(invalidEmailMessage);
  return trimmed;
}

export function checkedUsername(username: string): string {
  const trimmed = username.trim();
  if (!trimmed || trimmed.length > usernameLimit || !usernamePattern.test(trimmed)) {
    throw new InputError(`Please enter a valid account username: at most ${usernameLimit} letters, digits, spaces and the characters _ . @ -`);
  }
  return trimmed;
}

/** A first or last name: trimmed, at most 200 characters. */
export function checkedName(name: string, label: 'first name' | 'last name'): string {
  const trimmed = name.trim();
  if (trimmed.length > nameLimit) throw new InputError(`The ${label} is too long (at most ${nameLimit} characters).`);
  return trimmed;
}

/** A username made from an email address's local part (registering without one): the candidates to try, in order. */
export function usernamesFromEmail(email: string): string[] {
  const base = (email.split('@')[0] ?? '').replace(/[^\w.-]/g, '').slice(0, usernameLimit - 3) || 'customer';
  return [base, ...Array.from({ length: 20 }, (_, index) => `${base}${index + 2}`)];
}
