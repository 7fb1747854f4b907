// The return point of a sign-in with a login provider (SPEC §2 /oauth/login/{provider}): the
// provider sends the shopper back with `code` and `state` (or `error`), and the page completes the
// sign-in in the browser. One shopper's page: never cached or indexed.
import { defineScreen, loaderIn } from './screen';

export interface OAuthLoginData {
  /** The provider as the path names it, lowercased ('github', 'oauth2_generic'). */
  provider: string;
  code: string | null;
  state: string | null;
  /** The provider's refusal (`error`, as OAuth 2.0 §4.1.2.1 names it: 'access_denied'). */
  error: string | null;
}

export const oauthLoginScreen = defineScreen<OAuthLoginData>()({
  view: 'oauthLogin',
  routes: { oauthLogin: '/oauth/login/:provider' },
  component: () => import('../views/oauth/OAuthLoginPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/oauthLogin'), ({ loadOAuthLogin }, ctx, params) => loadOAuthLogin(ctx, params)) : undefined,
});
