// What the server inlines into each page for the client to hydrate from, without fetching again.
import type { Messages } from './i18n';
import type { PagePayload } from './loaders/types';
import type { StoreSettings } from '../common/settings';

export interface Boot {
  page: PagePayload;
  settings: StoreSettings;
  buildId: string;
  messages: Messages;
  /** The GraphQL endpoint as browsers reach it. */
  graphqlUrl: string;
}

export const bootElementId = '__BOOT__';
