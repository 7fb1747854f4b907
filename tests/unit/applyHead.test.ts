// @vitest-environment jsdom
// After a client navigation the head follows the new page; what did not change is left alone.
import { afterEach, describe, expect, it } from 'vitest';
import { applyHead } from '../../src/screens/head/applyHead';
import type { Head } from '../../src/screens/loaders/types';

const head = (title: string): Head => ({
  title,
  description: `About ${title}`,
  canonical: `https://shop.example/${title}`,
  alternates: [{ hreflang: 'de-DE', href: `https://shop.example/de/${title}` }],
  jsonLd: [{ '@type': 'BreadcrumbList', name: title }],
  image: null,
  robots: null,
});

/** The attribute writes to <html> while `act` runs. */
async function htmlWrites(act: () => void): Promise<string[]> {
  const records: string[] = [];
  const observer = new MutationObserver((list) => list.forEach((record) => records.push(record.attributeName ?? '')));
  observer.observe(document.documentElement, { attributes: true });
  act();
  await Promise.resolve();
  observer.disconnect();
  return records;
}

describe('applyHead', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('lang');
  });

  it('puts the page’s title, language, links and structured data in the head', () => {
    applyHead(head('caps'), 'de-DE');
    expect(document.title).toBe('caps');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/caps');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About caps');
    expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({ '@type': 'BreadcrumbList', name: 'caps' });
  });

  it('replaces the last page’s tags instead of adding to them', () => {
    applyHead(head('caps'), 'en-US');
    applyHead(head('hoodies'), 'en-US');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/hoodies');
  });

  // A written lang, even the same, restyles the whole document (src/screens/head/applyHead.ts).
  it('writes the document’s language only when the page’s differs', async () => {
    applyHead(head('caps'), 'en-US');
    expect(await htmlWrites(() => applyHead(head('hoodies'), 'en-US'))).toEqual([]);
    expect(await htmlWrites(() => applyHead(head('hoodies'), 'de-DE'))).toEqual(['lang']);
    expect(document.documentElement.lang).toBe('de-DE');
  });
});
