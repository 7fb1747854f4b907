// Lost and reset password (SPEC §2 /my-account/lost-password): the shopper asks for a reset mail,
// and the mail's link (`?key=…&login=…`) brings them back to set a new password. One shopper's
// page: the server renders the form, nothing is cached or indexed.
import { defineScreen, loaderIn } from './screen';

export interface LostPasswordData {
  /** The reset mail link's key and login; both null on the page that asks for a mail. */
  key: string | null;
  login: string | null;
  /** The store said, before the form was shown, that the link no longer works (used, replaced or expired). */
  linkRefused: boolean;
}

export const lostPasswordScreen = defineScreen<LostPasswordData>()({
  view: 'lostPassword',
  routes: { lostPassword: '/my-account/lost-password' },
  component: () => import('../views/lostPassword/LostPasswordPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/lostPassword'), ({ loadLostPassword }, ctx) => loadLostPassword(ctx)) : undefined,
});
