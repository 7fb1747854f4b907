// The shop's terms and conditions.
import { defineScreen, loaderIn } from './screen';

export const termsScreen = defineScreen<null>()({
  view: 'terms',
  routes: { terms: '/terms' },
  component: () => import('../views/legal/TermsPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/staticPages'), ({ loadTerms }, ctx) => loadTerms(ctx)) : undefined,
});
