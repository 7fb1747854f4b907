// Contacting the shop.
import { defineScreen } from './screen';

export const contactScreen = defineScreen<null>()({
  view: 'contact',
  routes: { contact: '/contact' },
  component: () => import('../views/contact/ContactPage'),
  load: import.meta.env.SSR ? (ctx) => import('../loaders/staticPages').then(({ loadContact }) => loadContact(ctx)) : undefined,
});
