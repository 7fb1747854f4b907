// The built page template (dist/client/index.html) as every server-rendered page starts: it links
// no stylesheet but keeps a place for the page's own styles, which the server writes inline, and its
// scripts are fetched at low priority (scripts/page-template.ts), so the first paint waits for no
// request besides the page's own HTML, and its picture for no script.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const template = readFileSync(path.resolve('dist/client/index.html'), 'utf8');

describe('the built page template', () => {
  it('links no stylesheet, and keeps the place of the page’s styles in its head', () => {
    expect(template).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(template).not.toContain('<style');
    expect(template.indexOf('<!--styles-->')).toBeGreaterThan(template.indexOf('<head>'));
    expect(template.indexOf('<!--styles-->')).toBeLessThan(template.indexOf('</head>'));
  });

  it('fetches its scripts at low priority', () => {
    const scripts = template.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain('fetchpriority="low"');
  });

  it('keeps the placeholders the server fills', () => {
    for (const placeholder of ['<!--lang-->', '<!--head-->', '<!--styles-->', '<!--app-->', '<!--boot-->']) expect(template).toContain(placeholder);
  });
});
