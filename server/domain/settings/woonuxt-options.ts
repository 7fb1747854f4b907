// The WooNuxt Settings plugin's options (`woonuxtSettings`) as the shop answers them: what a WooNuxt
// storefront is built with. They come from the store settings, the shop's public origin, its
// currency, and its card payments as WooCommerce's Stripe gateway settings would say them; the
// price ceiling and the attribute filters from the catalog (catalog/store/filter-outline.ts), read
// only when asked. Fields keep the plugin's names.
import type { Locale } from '../../../common/locales';
import { shopCurrency } from '../money';
import { inLanguage } from '../translations';
import type { FilterOutline } from '../catalog/store/filter-outline';
import type { CardPayments } from '../payments/gateways/stripe/card-payments';
import { brandColor } from './brand-color';
import type { SiteSettings } from './site-settings';

/**
 * The plugin release whose GraphQL fields this backend answers (2.5.0 added `fullYoastHead`).
 * WooNuxt asks for it first and chooses its fields by it: wooNuxtSEO after 1.0.43, the currency
 * after 1.0.55.
 */
const woonuxtSettingsVersion = '2.5.0';

/** The currency's symbol as WooCommerce shows it: '€' for EUR, '$' for USD. */
const currencySymbol = new Intl.NumberFormat('en', { style: 'currency', currency: shopCurrency, currencyDisplay: 'narrowSymbol' })
  .formatToParts(0)
  .find((part) => part.type === 'currency')!.value;

type YesNo = 'yes' | 'no';

export interface WoonuxtStripeSettings {
  enabled: YesNo;
  testmode: YesNo;
  test_publishable_key: string | null;
  publishable_key: string | null;
  active_publishable_key: string | null;
}

export interface WoonuxtOptions {
  wooCommerceSettingsVersion: string;
  publicIntrospectionEnabled: 'on' | 'off';
  primary_color: string | null;
  logo: string | null;
  frontEndUrl: string | null;
  /** The front end's host name. */
  domain: string | null;
  productsPerPage: number;
  currencyCode: string;
  currencySymbol: string;
  stripeSettings: WoonuxtStripeSettings;
  /** The shop's social profiles. */
  wooNuxtSEO: { provider: string; url: string; handle: string }[];
}

export interface WoonuxtGlobalAttribute {
  slug: string;
  label: string;
  showCount: boolean;
  openByDefault: boolean;
  hideEmpty: boolean;
}

/**
 * Card payments as the Stripe gateway's settings say them: a test key (`pk_test_…`) means test
 * mode, and it is the test key. Only the publishable key, which every checkout page shows anyway.
 */
function stripeSettingsOf(cardPayments: CardPayments | undefined): WoonuxtStripeSettings {
  const key = cardPayments?.publishableKey ?? null;
  const testmode = key?.startsWith('pk_test_') ?? false;
  return {
    enabled: key ? 'yes' : 'no',
    testmode: testmode ? 'yes' : 'no',
    test_publishable_key: testmode ? key : null,
    publishable_key: testmode ? null : key,
    active_publishable_key: key,
  };
}

export function woonuxtOptions(site: SiteSettings, shopOrigin: string, cardPayments: CardPayments | undefined): WoonuxtOptions {
  return {
    wooCommerceSettingsVersion: woonuxtSettingsVersion,
    publicIntrospectionEnabled: site.publicIntrospection ? 'on' : 'off',
    primary_color: brandColor,
    // The shop's mark is drawn by the storefront (views/layout/Logo.tsx): there is no picture of it.
    logo: null,
    frontEndUrl: shopOrigin || null,
    domain: shopOrigin ? new URL(shopOrigin).hostname : null,
    productsPerPage: site.productsPerPage,
    currencyCode: shopCurrency,
    currencySymbol,
    stripeSettings: stripeSettingsOf(cardPayments),
    wooNuxtSEO: [],
  };
}

/** `maxPrice`: the highest price in whole units of the currency, rounded up, as the plugin gives it. */
export function priceCeiling({ highestPrice }: FilterOutline): number | null {
  return highestPrice === null ? null : Math.ceil(highestPrice / 100);
}

/** `global_attributes`: each attribute filter shows its terms' counts, starts closed and leaves out terms no product carries. */
export function globalAttributes({ attributes }: FilterOutline, locale: Locale): WoonuxtGlobalAttribute[] {
  return attributes.map(({ taxonomy, label, labels }) => ({ slug: taxonomy, label: inLanguage(label, labels, locale), showCount: true, openByDefault: false, hideEmpty: true }));
}
