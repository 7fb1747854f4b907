// The account page: whether to render the sign-in forms or the account's frame (the session lives in the
// browser, which may keep a sign-in: common/signedInHint.ts); nothing cached or indexed.
import type { AccountData } from '../account';
import type { Loaded } from '../screen';
import type { LoaderContext } from './context';
import { makeHead } from './head';

export function loadAccount(ctx: LoaderContext): Loaded<'account', AccountData> {
  return {
    view: 'account',
    status: 200,
    data: { signedOut: ctx.signedInHint !== true },
    personal: true,
    head: makeHead(ctx, {
      title: ctx.t('account.meta.title'),
      description: ctx.t('account.meta.description', { store: ctx.settings.storeName }),
      robots: 'noindex, nofollow',
    }),
  };
}
