// Pages whose content is all translated text: contact and privacy policy.
import type { LoaderContext } from './context';
import { makeHead } from './head';
import type { LoaderResult } from './result';

export function loadContact(ctx: LoaderContext): LoaderResult<'contact'> {
  return {
    view: 'contact',
    status: 200,
    data: null,
    head: makeHead(ctx, { title: ctx.t('meta.contactTitle'), description: ctx.t('meta.contactDescription', { store: ctx.settings.storeName }) }),
  };
}

export function loadPrivacy(ctx: LoaderContext): LoaderResult<'privacy'> {
  return {
    view: 'privacy',
    status: 200,
    data: null,
    head: makeHead(ctx, { title: ctx.t('meta.privacyTitle'), description: ctx.t('meta.privacyDescription', { store: ctx.settings.storeName }) }),
  };
}
