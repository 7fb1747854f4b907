// The error page (SPEC §2): status 404, title 'Error 404' and the message.
import type { PageContext } from './context';
import { makeHead } from './head';
import type { NotFound } from '../screen';

export function notFound(ctx: PageContext, messageKey: 'error.pageNotFound' | 'error.productNotFound' = 'error.pageNotFound'): NotFound {
  const statusCode = 404;
  return {
    view: 'error',
    status: statusCode,
    data: { statusCode, messageKey },
    head: makeHead(ctx, { title: `${ctx.t('error.title', { statusCode })} – ${ctx.t(messageKey)}`, robots: 'noindex' }),
  };
}
