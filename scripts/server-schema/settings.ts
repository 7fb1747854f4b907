// The site settings part of the WooGraphQL schema the store backend implements: WordPress's
// general settings (WPGraphQL's `generalSettings` and their flat copies in `allSettings`) and the
// WooNuxt Settings plugin's `woonuxtSettings`, which WooGraphQL storefronts read when they are
// built: the shop's name and address, its currency, page size, price ceiling, filters and card
// payment keys. Left out: the administrator's email (WPGraphQL shows it to administrators only),
// the site icon, other plugins' settings groups, PayPal and Stripe's account details.
import type { SchemaSelection } from './selection';

const generalSettings = ['title', 'description', 'url', 'homeUrl', 'language', 'timezone', 'dateFormat', 'timeFormat', 'startOfWeek'];

export const settings: SchemaSelection = {
  RootQuery: ['generalSettings', 'allSettings', 'woonuxtSettings'],
  GeneralSettings: ['id', ...generalSettings],
  Settings: generalSettings.map((field) => `generalSettings${field.charAt(0).toUpperCase()}${field.slice(1)}`),
  WoonuxtOptions: [
    'wooCommerceSettingsVersion',
    'publicIntrospectionEnabled',
    'primary_color',
    'logo',
    'frontEndUrl',
    'domain',
    'productsPerPage',
    'maxPrice',
    'currencyCode',
    'currencySymbol',
    'global_attributes',
    'stripeSettings',
    'wooNuxtSEO',
  ],
  WoonuxtOptionsGlobalAttributes: ['slug', 'label', 'showCount', 'openByDefault', 'hideEmpty'],
  WoonuxtOptionsStripeSettings: ['enabled', 'testmode', 'test_publishable_key', 'publishable_key', 'active_publishable_key'],
  WooNuxtSocialItems: ['provider', 'url', 'handle'],
};
