// WordPress's general settings (Settings → General) as the shop answers them: the title is the
// store's name, the address the shop's public origin (the API and the storefront share it), the
// language the storefront's default one, and dates as the shop writes them ('March 5, 2026' in
// UTC, common/orderFormats.ts). What the shop has no setting for keeps WordPress's default.
import { defaultLocale } from '../../../common/locales';
import type { SiteSettings } from './site-settings';

export interface GeneralSettings {
  title: string;
  /** The tagline. */
  description: string;
  /** The site's address; null where no origin is known (the server rendering its own pages). */
  url: string | null;
  homeUrl: string | null;
  /** A WordPress locale code, as the storefront's locales are written. */
  language: string;
  timezone: string;
  /** PHP date() formats, as WordPress keeps them. */
  dateFormat: string;
  timeFormat: string;
  /** 0 is Sunday. */
  startOfWeek: number;
}

export function generalSettings(site: SiteSettings, shopOrigin: string): GeneralSettings {
  const url = shopOrigin || null;
  return {
    title: site.title,
    // The shop has no tagline; WordPress answers a blank one as '' (its default, "Just another
    // WordPress site", would not be true here).
    description: '',
    url,
    homeUrl: url,
    language: defaultLocale,
    timezone: 'UTC',
    dateFormat: 'F j, Y',
    // WordPress's defaults: the shop shows no times and no calendars.
    timeFormat: 'g:i a',
    startOfWeek: 1,
  };
}
