// The fields of an account as a customer gives them (registering, updating): checked and trimmed,
// with messages a shopper can act on. Usernames follow the rule of checkout's account creation, and
// one in the form of an email address must be the account's own email.
import { emailLimit, emailPattern } from '../../../common/reviewRules';
import { InputError } from '../input-error';

export const invalidEmailMessage = 'Please enter a valid email address.';
export const usernameTakenMessage = 'An account is already registered with that username. Please choose another.';
export const emailTakenMessage = 'An account is already registered with your email address. Please log in.';
export const usernameIsEmailMessage = 'Please choose a username that is not an email address, or use your own email address.';

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

/**
 * Whether `username` may name the account whose email is `email`: one in the form of an email
 * address must be that very email (in any case), or it could stand for another customer's email
 * when someone signs in or asks for a password reset by email.
 */
export function usernameFitsEmail(username: string, email: string): boolean {
  return !emailPattern.test(username) || username.toLowerCase() === email.toLowerCase();
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
