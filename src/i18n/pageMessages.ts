// A shopper's page's messages in its language, loaded as a chunk of their own before the page
// hydrates (client-start.tsx). The server lists the chunk among the page's first files
// (server/http/first-load-files.ts); being hashed, the browser keeps it across pages and visits,
// where inline in every page's boot data it was a third of each page's compressed bytes.
import type { Locale } from './locales';
import type { Messages } from '.';

const messageFiles = import.meta.glob<Messages>('./locales/*.json', { query: '?page', import: 'default' });

export async function loadPageMessages(locale: Locale): Promise<Messages> {
  const load = messageFiles[`./locales/${locale}.json`];
  if (!load) throw new Error(`No messages for ${locale}`);
  return load();
}
