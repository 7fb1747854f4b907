// Every language has every message (DESIGN.md §3), and every message the code asks for exists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '../../src/i18n/locales';

const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));
const localesDir = join(srcDir, 'i18n', 'locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') {
      for (const [inner, leaf] of flatten(value, `${prefix}${key}.`)) flat.set(inner, leaf);
    } else {
      flat.set(`${prefix}${key}`, value);
    }
  }
  return flat;
}

/** A locale's messages: the shop's, and the manager area's in their own file (src/i18n/shopMessages.ts). */
function messagesOf(locale: string): Map<string, unknown> {
  const files = [join(localesDir, `${locale}.json`), join(srcDir, 'i18n', 'shop', `${locale}.json`)];
  return new Map(files.flatMap((file) => [...flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree)]));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function placeholders(message: unknown): string[] {
  return [...String(message).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

const english = messagesOf(defaultLocale);

describe('locale files', () => {
  it.each(locales)('%s has exactly the keys of en_US', (locale) => {
    expect([...messagesOf(locale).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(locales)('%s has no empty messages', (locale) => {
    const empty = [...messagesOf(locale)].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each(locales)('%s uses the same {{placeholders}} as en_US', (locale) => {
    const messages = messagesOf(locale);
    const mismatched = [...english].filter(([key, value]) => placeholders(messages.get(key)).join() !== placeholders(value).join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('has every key the source asks for with a literal t() or tCount() call', () => {
    const missing: string[] = [];
    let found = 0;
    for (const file of sourceFiles(srcDir)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)) {
        found++;
        if (!english.has(match[1]!)) missing.push(`${match[1]} (${file.slice(srcDir.length)})`);
      }
      // Counted messages keep a `one` and an `other` form (src/views/ui/plural.ts).
      for (const match of source.matchAll(/\btCount\(\s*['"]([^'"]+)['"]/g)) {
        found++;
        for (const form of ['one', 'other']) {
          if (!english.has(`${match[1]}.${form}`)) missing.push(`${match[1]}.${form} (${file.slice(srcDir.length)})`);
        }
      }
    }
    expect(found).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('keeps the exact wording of the SPEC §8 messages', () => {
    expect(english.get('error.pageNotFound')).toBe('Page not found');
    expect(english.get('error.productNotFound')).toBe('Product not found');
    expect(english.get('products.noneFound')).toBe(
      "No products found. Try adjusting your search or filter to find what you're looking for.",
    );
  });
});

// WCAG 2.5.3 (label in name): a link whose spoken label differs from its text starts with the text,
// so a speech-input user saying what they see reaches it.
describe('spoken labels contain the visible text', () => {
  it.each(locales)('%s: the home sections’ "view all" links', (locale) => {
    const messages = messagesOf(locale);
    const visible = String(messages.get('common.viewAll')).toLowerCase();
    for (const key of ['home.viewAllCategories', 'home.viewAllNewest', 'home.viewAllOnSale']) {
      expect(String(messages.get(key)).toLowerCase(), key).toContain(visible);
    }
  });
});
