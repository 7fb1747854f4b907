// The lost-password calls (SPEC §7 ResetPasswordEmail, ResetPasswordKey) as the password reset
// machine runs them in the browser, their answers read into what the page shows next. This module
// loads with the first request, not with the page.
import { execute, GraphQLRequestError, type Executor } from './executor';
import { ResetPasswordEmailDocument, ResetPasswordKeyDocument } from './generated/graphql';

/** The store's words for a key that is unknown, used or expired (Headless Login and WPGraphQL say it so too). */
export const invalidKeyMessage = 'Password reset link is invalid.';

/** What a new password came to: set, a link that no longer works, or a refusal the store words (a weak password). */
export type PasswordResetOutcome = { kind: 'reset' } | { kind: 'invalidKey' } | { kind: 'refused'; message: string };

/** Asks for the mail; fails (a limit, the network) only when it could not be asked. */
export async function sendResetEmail(store: Executor, username: string): Promise<void> {
  const answer = await execute(store, ResetPasswordEmailDocument, { username: username.trim() });
  if (!answer.sendPasswordResetEmail?.success) throw new Error('The reset mail was not sent');
}

/** Sets the new password; anything but the outcomes above (the network, the store down) fails. */
export async function resetPassword(store: Executor, input: { key: string; login: string; password: string }): Promise<PasswordResetOutcome> {
  try {
    const answer = await execute(store, ResetPasswordKeyDocument, input);
    if (!answer.resetUserPassword?.user) throw new Error('The password was not reset');
    return { kind: 'reset' };
  } catch (error) {
    if (!(error instanceof GraphQLRequestError)) throw error;
    if (error.message === invalidKeyMessage) return { kind: 'invalidKey' };
    // Input the store refuses (the password rule) is worded for the shopper; other errors are not.
    if (error.extensions.code === 'BAD_USER_INPUT') return { kind: 'refused', message: error.message };
    throw error;
  }
}
