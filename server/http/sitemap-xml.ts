// The sitemap as XML (sitemaps.org 0.9): an index of child sitemaps, each a <urlset> in which every
// language version of a page is its own <url> carrying the page's full set of hreflang alternates,
// itself included (Google's pattern for localized pages). Children are cut at the protocol's
// 50,000 URLs, and at 10 MB: with seven alternates a URL takes about 900 bytes, so 50,000 of them
// would make 45 MB, half a second to render and compress; Magento caps its sitemaps at 10 MB too.
import { locales } from '../../common/locales';
import { hreflangPrefixes, hreflangs, localizePath, urlBase, type SitemapPage } from './sitemap-pages';

export interface SitemapLimits {
  /** URLs in one child sitemap (the protocol allows 50,000). */
  maxUrls: number;
  /** Bytes of one child sitemap, uncompressed (the protocol allows 50 MB). */
  maxBytes: number;
}

export const defaultSitemapLimits: SitemapLimits = { maxUrls: 50_000, maxBytes: 10 * 1024 * 1024 };

/** The path of the nth child sitemap, from 1. */
export function childSitemapPath(n: number): string {
  return `/sitemap-${n}.xml`;
}

interface LocalizedPage {
  /** The locale-free path, escaped for XML. */
  path: string;
  /** The <lastmod> element, or ''. */
  lastmod: string;
}

interface ChildSitemap {
  /** The range of URLs it holds, counting every page's locales in turn. */
  start: number;
  end: number;
  lastmod: string | null;
}

export interface SitemapLayout {
  /** The origin URLs begin with, escaped for XML. */
  base: string;
  pages: LocalizedPage[];
  children: ChildSitemap[];
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlsetOpen = `${xmlHeader}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const urlsetClose = '</urlset>\n';
const urlsPerPage = locales.length;

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEscapes[char]!);
}

const link = (hreflang: string, url: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url}"/>`;
const entry = (loc: string, lastmod: string, alternates: string) => `<url><loc>${loc}</loc>${lastmod}${alternates}</url>\n`;
// Sizes are counted without rendering. Every character is ASCII (the URL parser's origin, paths
// percent-encoded, dates), so a string's length is its size in bytes.
const linkBytes = link('', '').length;
const entryBytes = entry('', '', '').length;

/** The page's URL for each hreflang (each locale, then x-default). */
const urlsOf = (base: string, page: LocalizedPage) => hreflangPrefixes.map((prefix) => base + localizePath(page.path, prefix));

/**
 * Where each URL goes: the children the pages' URLs are cut into within the limits, every locale
 * of a page in turn. Only sizes are counted here: a child's URLs are written when it is asked for.
 */
export function layOutSitemap(pages: readonly SitemapPage[], origin: string, limits: SitemapLimits = defaultSitemapLimits): SitemapLayout {
  const base = escapeXml(urlBase(origin));
  const children: ChildSitemap[] = [];
  const room = limits.maxBytes - urlsetOpen.length - urlsetClose.length;
  let child: ChildSitemap | null = null;
  let bytes = 0;
  const localized = pages.map((page, pageIndex): LocalizedPage => {
    const path = escapeXml(page.path);
    const urlBytes = hreflangPrefixes.map((prefix) => base.length + localizePath(path, prefix).length);
    const alternatesBytes = urlBytes.reduce((sum, size, index) => sum + linkBytes + hreflangs[index]!.length + size, 0);
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
    for (let locale = 0; locale < urlsPerPage; locale++) {
      const size = entryBytes + urlBytes[locale]! + lastmod.length + alternatesBytes;
      const index = pageIndex * urlsPerPage + locale;
      if (!child || child.end - child.start >= limits.maxUrls || bytes + size > room) {
        child = { start: index, end: index, lastmod: null };
        children.push(child);
        bytes = 0;
      }
      child.end = index + 1;
      bytes += size;
      if (page.lastmod && (!child.lastmod || page.lastmod > child.lastmod)) child.lastmod = page.lastmod;
    }
    return { path, lastmod };
  });
  return { base, pages: localized, children };
}

export function renderSitemapIndex(layout: SitemapLayout): string {
  const children = layout.children.map((child, index) => {
    const loc = layout.base + childSitemapPath(index + 1);
    return `<sitemap><loc>${loc}</loc>${child.lastmod ? `<lastmod>${child.lastmod}</lastmod>` : ''}</sitemap>\n`;
  });
  return `${xmlHeader}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.join('')}</sitemapindex>\n`;
}

/** The nth child sitemap (from 1), or null past the last. */
export function renderChildSitemap(layout: SitemapLayout, n: number): Buffer | null {
  const child = layout.children[n - 1];
  if (!child) return null;
  const parts = [urlsetOpen];
  let alternatesOf = -1;
  let urls: string[] = [];
  let alternates = '';
  for (let index = child.start; index < child.end; index++) {
    const pageIndex = Math.floor(index / urlsPerPage);
    const page = layout.pages[pageIndex]!;
    // Every language version of a page carries the same alternates: made once per page.
    if (alternatesOf !== pageIndex) {
      urls = urlsOf(layout.base, page);
      alternates = urls.map((url, urlIndex) => link(hreflangs[urlIndex]!, url)).join('');
      alternatesOf = pageIndex;
    }
    parts.push(entry(urls[index % urlsPerPage]!, page.lastmod, alternates));
  }
  parts.push(urlsetClose);
  return Buffer.from(parts.join(''), 'latin1');
}
