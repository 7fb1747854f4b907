// The provider sign-in return page: what the provider sent back, for the browser to complete the
// sign-in with. Nothing for search engines.
import type { OAuthLoginData } from '../oauthLogin';
import type { Loaded } from '../screen';
import type { LoaderContext } from './context';
import { makeHead } from './head';

export function loadOAuthLogin(ctx: LoaderContext, params: Record<string, string>): Loaded<'oauthLogin', OAuthLoginData> {
  return {
    view: 'oauthLogin',
    status: 200,
    data: {
      provider: (params.provider ?? '').toLowerCase(),
      code: ctx.query.get('code') || null,
      state: ctx.query.get('state') || null,
      error: ctx.query.get('error') || null,
    },
    personal: true,
    head: makeHead(ctx, { title: ctx.t('oauth.meta.title'), description: ctx.t('oauth.meta.description', { store: ctx.settings.storeName }), robots: 'noindex, nofollow' }),
  };
}
