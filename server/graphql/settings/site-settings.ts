// `generalSettings`, `allSettings` and `woonuxtSettings`: the site's settings as WPGraphQL and the
// WooNuxt Settings plugin answer them, so that a WooGraphQL storefront is built with the shop's
// name, address, currency, page size and filters instead of its own defaults. Every visitor of one
// origin gets the same answer (shareable.ts).
import { generalSettings, type GeneralSettings } from '../../domain/settings/general-settings';
import { globalAttributes, priceCeiling, woonuxtOptions } from '../../domain/settings/woonuxt-options';
import type { GraphQLContext } from '../context';

/** WPGraphQL's global id of the general settings group: base64 of `setting_group:general`. */
const generalSettingsId = Buffer.from('setting_group:general').toString('base64');

/** `allSettings` holds every settings group flat, each setting named by its group: `generalSettingsTitle`. */
function flatGeneralSettings(general: GeneralSettings): Record<string, unknown> {
  return Object.fromEntries(Object.entries(general).map(([name, value]) => [`generalSettings${name.charAt(0).toUpperCase()}${name.slice(1)}`, value]));
}

export const siteSettingsResolvers = {
  RootQuery: {
    generalSettings: (_: unknown, __: unknown, { site, shopOrigin }: GraphQLContext) => generalSettings(site, shopOrigin),
    allSettings: (_: unknown, __: unknown, { site, shopOrigin }: GraphQLContext) => flatGeneralSettings(generalSettings(site, shopOrigin)),
    woonuxtSettings: (_: unknown, __: unknown, { site, shopOrigin, checkout }: GraphQLContext) => woonuxtOptions(site, shopOrigin, checkout.cardPayments),
  },
  GeneralSettings: {
    id: () => generalSettingsId,
  },
  WoonuxtOptions: {
    // The price filter's top, as shoppers see prices (with tax, when the shop shows tax).
    maxPrice: async (_: unknown, __: unknown, { catalog, shownPrices }: GraphQLContext) => {
      const outline = await catalog.filterOutline();
      return priceCeiling({ ...outline, highestPrice: await shownPrices.of(outline.highestPrice) });
    },
    global_attributes: async (_: unknown, __: unknown, { catalog, locale }: GraphQLContext) => globalAttributes(await catalog.filterOutline(), locale),
  },
};
