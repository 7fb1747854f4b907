// What a shopper reads of a gateway, in each of the shop's six languages: store data, kept with the
// gateway as WooCommerce keeps a gateway's title, description (shown at checkout) and instructions
// (shown on the order-received page and in the order mail), not in the storefront's locale files.
import { locales, type Locale } from '../../../common/locales';

export interface GatewayTexts {
  title: string;
  description: string;
  /** What to do once the order is placed; '' when there is nothing to do. */
  instructions: string;
}

export type LocalizedGatewayTexts = Readonly<Record<Locale, GatewayTexts>>;

/** A shop's own wording over the defaults, for some languages and some texts (PAYMENT_GATEWAYS). */
export type GatewayTextOverrides = Partial<Record<Locale, Partial<GatewayTexts>>>;

export function withOverrides(defaults: LocalizedGatewayTexts, overrides: GatewayTextOverrides = {}): LocalizedGatewayTexts {
  return Object.fromEntries(locales.map((locale) => [locale, { ...defaults[locale], ...overrides[locale] }])) as Record<Locale, GatewayTexts>;
}

/** One wording for every language: a gateway that is not the shop's own may have no translations. */
export function sameInEveryLocale(texts: GatewayTexts): LocalizedGatewayTexts {
  return Object.fromEntries(locales.map((locale) => [locale, texts])) as Record<Locale, GatewayTexts>;
}
