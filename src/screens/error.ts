// The error page (SPEC §2): what any path no route matches shows, and what a loader answers for a
// product that is not there.
import { defineScreen, loaderIn, type ErrorData } from './screen';

export const errorScreen = defineScreen<ErrorData>()({
  view: 'error',
  routes: {},
  component: () => import('../views/error/ErrorPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/notFound'), ({ notFound }, ctx) => notFound(ctx)) : undefined,
});
