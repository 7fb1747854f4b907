// WooNuxt, built against the store backend, asks for the site's settings with the documents it
// sends (documents/settings.graphql): the settings plugin's version, WordPress's title and address,
// then the plugin's options. It must get the shop's own, on PGlite and on PostgreSQL, or it falls
// back to its defaults (the title "WooNuxt", "$" beside euro prices).
import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { defaultSettings, resolveSettings } from '../../common/settings';
import { stripeCardPayments } from '../../server/domain/payments/gateways/stripe/stripe-payments';
import { siteSettingsOf } from '../../server/domain/settings/site-settings';
import { createContext, type ContextOptions } from '../../server/graphql/context';
import { schema } from '../../server/graphql/schema';
import { defaultRequestBounds } from '../../server/graphql/bounds/request-bounds';
import { readsPublicCatalogOnly } from '../../server/graphql/shareable';
import { describeBackends } from '../server/harness';
import { operationSet } from '../server/operation-text';
import { WooGraphQLClient } from './woographql-client';

const publicOrigin = 'https://shop.example';
const documents = operationSet(new URL('./documents/', import.meta.url));

/** The version as WooNuxt compares it: "2.2.1" → 20201. */
function comparableVersion(version: string): number {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map((part) => parseInt(part.replace(/\D/g, ''), 10) || 0);
  return major * 10000 + minor * 100 + patch;
}

describe('the site settings', () => {
  it('are one answer for every anonymous visitor of an origin, kept until the catalog changes', () => {
    for (const name of ['getVersion', 'getWordPressSettings', 'getWooNuxtSettings']) expect(readsPublicCatalogOnly(parse(documents.text(name))), name).toBe(true);
  });
});

describeBackends(
  'WooNuxt reading the site settings',
  (use) => {
    const client = () => new WooGraphQLClient(use().url);

    it('finds a settings plugin recent enough to be asked for the currency and social profiles', async () => {
      const { woonuxtSettings } = await client().data('getVersion');
      // WooNuxt asks for wooNuxtSEO above 10043 and for the currency above 10055.
      expect(comparableVersion(woonuxtSettings.wooCommerceSettingsVersion)).toBeGreaterThan(10055);
    });

    it("is built with the shop's name and its public address", async () => {
      const { generalSettings, allSettings } = await client().data('getWordPressSettings');
      expect(generalSettings.title).toBe(defaultSettings.storeName);
      expect(allSettings.generalSettingsUrl).toBe(publicOrigin);
    });

    it("gets the shop's currency, page size, price ceiling and filters, and no card payments without Stripe keys", async () => {
      const { products } = await client().data('CompatProducts');
      const prices = products.nodes.flatMap((card: { rawPrice: string | null }) => (card.rawPrice ?? '').split(',').filter(Boolean).map(Number));
      const { woonuxtSettings } = await client().data('getWooNuxtSettings');
      expect(woonuxtSettings).toMatchObject({
        currencyCode: 'EUR',
        currencySymbol: '€',
        productsPerPage: defaultSettings.productsPerPage,
        frontEndUrl: publicOrigin,
        publicIntrospectionEnabled: 'off',
        logo: null,
        wooNuxtSEO: [],
        stripeSettings: { enabled: 'no', testmode: 'no', test_publishable_key: null, publishable_key: null },
      });
      expect(woonuxtSettings.primary_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(woonuxtSettings.maxPrice).toBeGreaterThanOrEqual(Math.max(...prices));
      expect(woonuxtSettings.maxPrice).toBeLessThan(Math.max(...prices) + 1);
      expect(woonuxtSettings.global_attributes).toEqual(
        expect.arrayContaining([
          { slug: 'pa_color', label: 'Color', showCount: true, openByDefault: false, hideEmpty: true },
          { slug: 'pa_size', label: 'Size', showCount: true, openByDefault: false, hideEmpty: true },
        ]),
      );
    });

    // Through the request's context (server/graphql/context.ts), which holds the configuration.
    it('answers what the server is configured with, not defaults', async () => {
      const configured: ContextOptions = {
        shopOrigin: 'https://other-shop.example',
        site: siteSettingsOf(resolveSettings({ storeName: 'Atelier Nord', productsPerPage: 12 }), true),
        checkout: { cardPayments: stripeCardPayments({ secretKey: 'sk_test_settings', publishableKey: 'pk_test_settings', apiUrl: undefined, jsUrl: 'https://js.stripe.com/v3/' }) },
      };
      const run = async (operationName: string) => {
        const result = await execute({ schema, document: parse(documents.text(operationName)), contextValue: createContext(use().db, configured) });
        expect(result.errors).toBeUndefined();
        return result.data as Record<string, any>;
      };
      const wordPress = await run('getWordPressSettings');
      expect(wordPress).toEqual({ generalSettings: { title: 'Atelier Nord' }, allSettings: { generalSettingsUrl: 'https://other-shop.example' } });
      const { woonuxtSettings } = await run('getWooNuxtSettings');
      expect(woonuxtSettings).toMatchObject({
        productsPerPage: 12,
        publicIntrospectionEnabled: 'on',
        frontEndUrl: 'https://other-shop.example',
        stripeSettings: { enabled: 'yes', testmode: 'yes', test_publishable_key: 'pk_test_settings', publishable_key: null },
      });
    });
  },
  { route: { publicOrigin } },
);

describeBackends(
  'WooNuxt reading the settings of a configured shop',
  (use) => {
    const client = () => new WooGraphQLClient(use().url);
    it('answers what the server is configured with over HTTP', async () => {
      expect((await client().data('getWordPressSettings')).generalSettings.title).toBe('Atelier Nord');
      const { woonuxtSettings } = await client().data('getWooNuxtSettings');
      expect(woonuxtSettings).toMatchObject({
        productsPerPage: 12,
        publicIntrospectionEnabled: 'on',
        stripeSettings: { enabled: 'yes', testmode: 'yes', test_publishable_key: 'pk_test_settings', publishable_key: null },
      });
    });
  },
  {
    route: {
      storeSettings: resolveSettings({ storeName: 'Atelier Nord', productsPerPage: 12 }),
      bounds: { ...defaultRequestBounds, introspection: true },
      cardPayments: stripeCardPayments({ secretKey: 'sk_test_settings', publishableKey: 'pk_test_settings', apiUrl: undefined, jsUrl: 'https://js.stripe.com/v3/' }),
    },
  },
);
