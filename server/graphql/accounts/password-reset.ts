// Headless Login's password recovery: `sendPasswordResetEmail` answers success whatever the name
// (SPEC §5: it never tells whether an address is registered) and mails the key after answering;
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

export const passwordResetResolvers = {
  RootMutation: {
    async sendPasswordResetEmail(_: unknown, { input }: { input: SendPasswordResetEmailInput }, ctx: GraphQLContext) {
      await ctx.limits?.take('passwordReset', { account: input.username.trim().toLowerCase() });
      const issued = await issuePasswordResetKey(ctx.db, input.username);
      const { mailer, locale, shopOrigin } = ctx;
      if (issued && mailer) {
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
      return { clientMutationId: input.clientMutationId, success: true };
    },

    async resetUserPassword(_: unknown, { input }: { input: ResetUserPasswordInput }, ctx: GraphQLContext) {
      await ctx.limits?.take('passwordReset');
      const customerId = await resetPassword(ctx.db, { key: input.key ?? '', login: input.login ?? '', password: input.password ?? '' });
      return { clientMutationId: input.clientMutationId, user: await userOf(ctx, customerId) };
    },
  },
};
