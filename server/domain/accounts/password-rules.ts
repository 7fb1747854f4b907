// What makes a password acceptable, wherever a customer sets one (registration, a password change,
// a reset, an account made at checkout): 8 to 128 characters, and not the account's own username
// or email, which are the first things anyone would guess.
import { StoreMessage } from '../store-message';

export const passwordLengths = { min: 8, max: 128 };

export const weakPasswordMessage = new StoreMessage('weakPassword');

/** Who the password is for: it may be neither of these. */
export interface PasswordOwner {
  username?: string;
  email?: string;
}

/** Whether `password` may be set for `owner`. */
export function isAcceptablePassword(password: string, owner: PasswordOwner): boolean {
  if (password.length < passwordLengths.min || password.length > passwordLengths.max) return false;
  const lowered = password.toLowerCase();
  return ![owner.username, owner.email].some((name) => name && name.trim().toLowerCase() === lowered);
}
