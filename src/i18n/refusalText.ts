// A failure's message as the shopper reads it. The store words its own refusals in the page's
// language already; what the storefront itself says when no store answer came (SPEC §8's
// 'Something went wrong' and 'GraphQL Error (Code: …)', the browser's network failure, an expired
// sign-in) is a fixed English text in the machines, translated here, where it is shown.
import { invalidAuthTokenMessage } from '../graphql/authRejection';
import { t } from '.';

const networkFailures = new Set(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed', 'fetch failed']);
const statusFailure = /^GraphQL Error \(Code: (\d{3})\)$/;

export function refusalText(message: string): string {
  if (message === 'Something went wrong') return t('error.somethingWentWrong');
  if (message === invalidAuthTokenMessage) return t('error.sessionExpired');
  if (networkFailures.has(message)) return t('error.unreachable');
  const status = statusFailure.exec(message)?.[1];
  return status ? t('error.storeStatus', { status }) : message;
}
