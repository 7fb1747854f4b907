// The manager area's messages (issue 39), apart from the shop's other messages: a shopper's page
// carries its language's messages inline, and these are for the shop's managers alone. The area's
// view loads its language's before it renders (its `prepare`, viewModules.ts), and so does the
// account's check of who may see it (machines/shop/shopAccess.ts) before it offers the tab.
import type { Locale } from '../../common/locales';
import { addMessages, type Messages } from '.';

// One chunk per language: a manager's page fetches its own only.
const messageFiles = import.meta.glob<Messages>('./shop/*.json', { import: 'default' });
const loaded = new Set<Locale>();

export async function loadShopMessages(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const load = messageFiles[`./shop/${locale}.json`];
  if (!load) throw new Error(`No manager-area messages for ${locale}`);
  addMessages(locale, await load());
  loaded.add(locale);
}
