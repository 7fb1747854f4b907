// Contacting the shop.
import { defineScreen, loaderIn } from './screen';

export const contactScreen = defineScreen<null>()({
  view: 'contact',
  routes: { contact: '/contact' },
  component: () => import('../views/contact/ContactPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/staticPages'), ({ loadContact }, ctx) => loadContact(ctx)) : undefined,
});
