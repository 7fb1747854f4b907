// The fields of an account as a customer gives them (registering, updating): checked and trimmed,
// with messages a shopper can act on. Usernames follow the rule of checkout's account creation, and
// one in the form of an email address must be the account's own email.
import { emailLimit, emailPattern } from '../../../common/reviewRules';
import { addressFieldName } from '../address-problem';
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';

export const invalidEmailMessage = new StoreMessage('invalidEmail');
export const usernameTakenMessage = new StoreMessage('usernameTaken');
export const emailTakenMessage = new StoreMessage('emailTaken');
export const usernameIsEmailMessage = new StoreMessage('usernameIsEmail');

export const usernameLimit = 60;
export const invalidUsernameMessage = new StoreMessage('usernameInvalid', { max: usernameLimit });
export const usernamePattern = /^[\w .@-]+$/;
const nameLimit = 200;

export function checkedEmail(email: string | null | undefined): string {
  const trimmed = email?.trim() ?? '';
  if (trimmed.length > emailLimit || !emailPattern.test(trimmed)) throw new InputError(invalidEmailMessage);
  return trimmed;
}

export function checkedUsername(username: string): string {
  const trimmed = username.trim();
  if (!trimmed || trimmed.length > usernameLimit || !usernamePattern.test(trimmed)) {
    throw new InputError(invalidUsernameMessage);
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
export function checkedName(name: string, field: 'firstName' | 'lastName'): string {
  const trimmed = name.trim();
  if (trimmed.length > nameLimit) throw new InputError(new StoreMessage('nameTooLong', { field: addressFieldName(field), max: nameLimit }));
  return trimmed;
}

/** A username made from an email address's local part (registering without one): the candidates to try, in order. */
export function usernamesFromEmail(email: string): string[] {
  const base = (email.split('@')[0] ?? '').replace(/[^\w.-]/g, '').slice(0, usernameLimit - 3) || 'customer';
  return [base, ...Array.from({ length: 20 }, (_, index) => `${base}${index + 2}`)];
}
