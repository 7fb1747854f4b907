// Headless Login's password recovery: `sendPasswordResetEmail` answers success whatever the name
// (SPEC §5: it never tells whether an address is registered) and issues and mails the key after answering;
// `resetUserPassword` sets the new password from the mail's key. Both count against the client's
// address; a reset mail also against the name asked for, so no one inbox can be flooded.
import { passwordResetUrl } from '../../domain/accounts/password-reset-link';
import { issuePasswordResetKey, resetPassword } from '../../domain/accounts/password-reset';
import { passwordResetMessage } from '../../mail/password-reset-mail';
import type { GraphQLContext } from '../context';
import { userOf } from './user';

interface SendPasswordResetEmailInput {
  clientMutationId?: string | null;
  username: string;
}

interface ResetUserPasswordInput {
  clientMutationId?: string | null;
  key?: string | null;
  login?: string | null;
  password?: string | null;
}

/** Keys are issued one after another, so of two requests for one name the later key is the one kept and mailed last. */
let issuing: Promise<void> = Promise.resolve();

function issueInTurn(issue: () => Promise<void>): void {
  issuing = issuing
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(issue)
    .catch((error: unknown) => console.error('A password reset key could not be issued:', error));
}

async function issueAndMail({ db, mailer, locale, shopOrigin }: GraphQLContext, username: string): Promise<void> {
  const issued = await issuePasswordResetKey(db, username);
  if (!issued || !mailer) return;
  // The mail goes on its own: a slow mail server holds no other name's key.
  void mailer.post(
    () =>
      passwordResetMessage(
        {
          locale,
          to: issued.email,
          name: issued.firstName || issued.username,
          username: issued.username,
          resetUrl: passwordResetUrl(shopOrigin, locale, issued.key, issued.username),
        },
        mailer.shopName,
      ),
    'password reset mail',
  );
}

export const passwordResetResolvers = {
  RootMutation: {
    async sendPasswordResetEmail(_: unknown, { input }: { input: SendPasswordResetEmailInput }, ctx: GraphQLContext) {
      await ctx.limits?.take('passwordReset', { account: input.username.trim().toLowerCase() });
      // The key is issued after the answer: a registered name costs a write (and its flush to disk)
      // that an unknown one does not, and the answer's time must not tell the two apart.
      issueInTurn(() => issueAndMail(ctx, input.username));
      return { clientMutationId: input.clientMutationId, success: true };
    },

    async resetUserPassword(_: unknown, { input }: { input: ResetUserPasswordInput }, ctx: GraphQLContext) {
      await ctx.limits?.take('passwordReset');
      const customerId = await resetPassword(ctx.db, { key: input.key ?? '', login: input.login ?? '', password: input.password ?? '' });
      return { clientMutationId: input.clientMutationId, user: await userOf(ctx, customerId) };
    },
  },
};
