// The German shop speaks to its shoppers in one register, the formal "Sie", as German shops do: a
// text that says "du" beside one that says "Sie" reads as careless.
import { describe, expect, it } from 'vitest';
import german from '../../src/i18n/locales/de_DE.json';
import germanManagerArea from '../../src/i18n/shop/de_DE.json';

/** Every text of a locale file, by its dotted key. */
function texts(table: unknown, prefix = ''): [string, string][] {
  if (typeof table === 'string') return [[prefix, table]];
  if (typeof table !== 'object' || table === null) return [];
  return Object.entries(table).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
}

const informal = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i;

describe('German texts', () => {
  it('address the shopper formally throughout', () => {
    expect([...texts(german), ...texts(germanManagerArea)].filter(([, text]) => informal.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
