// The lost-password page: the reset link's key and login from the query, whether the store still
// takes them (asked where it can be, see LoaderContext), and a head that keeps search engines out
// (the canonical URL carries no key).
import type { LostPasswordData } from '../lostPassword';
import type { Loaded } from '../screen';
import type { LoaderContext } from './context';
import { makeHead } from './head';

export async function loadLostPassword(ctx: LoaderContext): Promise<Loaded<'lostPassword', LostPasswordData>> {
  const key = ctx.query.get('key') || null;
  const login = ctx.query.get('login') || null;
  const linkRefused = key !== null && login !== null && ctx.isLiveResetLink !== undefined && !(await ctx.isLiveResetLink(key, login));
  return {
    view: 'lostPassword',
    status: 200,
    data: { key, login, linkRefused },
    personal: true,
    head: makeHead(ctx, {
      title: ctx.t(key && login ? 'lostPassword.meta.resetTitle' : 'lostPassword.meta.title'),
      description: ctx.t('lostPassword.meta.description', { store: ctx.settings.storeName }),
      robots: 'noindex, nofollow',
    }),
  };
}
