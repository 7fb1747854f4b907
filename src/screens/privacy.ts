// The privacy policy.
import { defineScreen, loaderIn } from './screen';

export const privacyScreen = defineScreen<null>()({
  view: 'privacy',
  routes: { privacy: '/privacy-policy' },
  component: () => import('../views/legal/PrivacyPolicyPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/staticPages'), ({ loadPrivacy }, ctx) => loadPrivacy(ctx)) : undefined,
});
