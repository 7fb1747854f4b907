// What the server inlines into each page for the client to hydrate from, without fetching again.
import type { StripeClientConfig } from '../common/stripe-client-config';
import type { PagePayload } from './screens/loaders/types';
import type { StoreSettings } from '../common/settings';

export interface Boot {
  page: PagePayload;
  settings: StoreSettings;
  buildId: string;
  /** The GraphQL endpoint as browsers reach it. */
  graphqlUrl: string;
  /** Stripe.js and its publishable key; absent or null when the shop takes no cards. */
  stripe?: StripeClientConfig | null;
}

export const bootElementId = '__BOOT__';
