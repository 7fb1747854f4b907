// The error page (SPEC §2): what any path no route matches shows, and what a loader answers for a
// product that is not there.
import { defineScreen, type ErrorData } from './screen';

export const errorScreen = defineScreen<ErrorData>()({
  view: 'error',
  routes: {},
  component: () => import('../views/error/ErrorPage'),
  load: import.meta.env.SSR ? (ctx) => import('../loaders/notFound').then(({ notFound }) => notFound(ctx)) : undefined,
});
