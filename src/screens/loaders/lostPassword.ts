// The lost-password page: the reset link's key and login from the query, and a head that keeps
// search engines out (the canonical URL carries no key).
import type { LostPasswordData } from '../lostPassword';
import type { Loaded } from '../screen';
import type { LoaderContext } from './context';
import { makeHead } from './head';

export function loadLostPassword(ctx: LoaderContext): Loaded<'lostPassword', LostPasswordData> {
  const key = ctx.query.get('key') || null;
  const login = ctx.query.get('login') || null;
  return {
    view: 'lostPassword',
    status: 200,
    data: { key, login },
    personal: true,
    head: makeHead(ctx, {
      title: ctx.t(key && login ? 'lostPassword.meta.resetTitle' : 'lostPassword.meta.title'),
      description: ctx.t('lostPassword.meta.description', { store: ctx.settings.storeName }),
      robots: 'noindex, nofollow',
    }),
  };
}
