// Where the reset mail's link leads: the lost-password page in the shopper's language, with the key
// and the account's username (SPEC §2: /my-account/lost-password).
import { localePrefixes, type Locale } from '../../../common/locales';

export function passwordResetUrl(shopOrigin: string, locale: Locale, key: string, username: string): string {
  const prefix = localePrefixes[locale];
  const query = new URLSearchParams({ key, login: username });
  return `${shopOrigin}${prefix ? `/${prefix}` : ''}/my-account/lost-password?${query}`;
}
