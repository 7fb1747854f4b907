// What the server inlines into each page for the client to hydrate from, without fetching again.
import type { Messages } from './i18n';
import type { PagePayload } from './loaders/types';
import type { StoreSettings } from './settings';

export interface Boot {
  page: PagePayload;
  settings: StoreSettings;
  buildId: string;
  messages: Messages;
}

export const bootElementId = '__BOOT__';
