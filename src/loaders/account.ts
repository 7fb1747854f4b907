// The account page's frame: no data (the session lives in the browser), nothing cached or indexed.
import type { Loaded } from '../screens/screen';
import type { LoaderContext } from './context';
import { makeHead } from './head';

export function loadAccount(ctx: LoaderContext): Loaded<'account', null> {
  return {
    view: 'account',
    status: 200,
    data: null,
    personal: true,
    head: makeHead(ctx, {
      title: ctx.t('account.meta.title'),
      description: ctx.t('account.meta.description', { store: ctx.settings.storeName }),
      robots: 'noindex, nofollow',
    }),
  };
}
