// The privacy policy.
import { defineScreen } from './screen';

export const privacyScreen = defineScreen<null>()({
  view: 'privacy',
  routes: { privacy: '/privacy-policy' },
  component: () => import('../views/legal/PrivacyPolicyPage'),
  load: import.meta.env.SSR ? (ctx) => import('../loaders/staticPages').then(({ loadPrivacy }) => loadPrivacy(ctx)) : undefined,
});
