// The built page template (dist/client/index.html) as every server-rendered page starts: its
// stylesheet is inlined and its scripts are fetched at low priority (scripts/page-template.ts), so
// the first paint waits for no request besides the page's own HTML, and its picture for no script.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const template = readFileSync(path.resolve('dist/client/index.html'), 'utf8');

describe('the built page template', () => {
  it('links no stylesheet and holds the shop’s styles inline', () => {
    expect(template).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(template);
    expect(style?.[1]).toContain('--color-bg');
  });

  it('fetches its scripts at low priority', () => {
    const scripts = template.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain('fetchpriority="low"');
  });

  it('keeps the placeholders the server fills', () => {
    for (const placeholder of ['<!--lang-->', '<!--head-->', '<!--app-->', '<!--boot-->']) expect(template).toContain(placeholder);
  });
});
