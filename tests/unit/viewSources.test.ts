// The build's view → source map (scripts/view-sources.ts): read from every screen's syntax tree, and
// a screen module it cannot read stops the build instead of leaving its view without preloads.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readViewSources } from '../../scripts/view-sources';
import { screens } from '../../src/screens';

function projectWith(screenModules: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'view-sources-'));
  mkdirSync(path.join(root, 'src/screens'), { recursive: true });
  mkdirSync(path.join(root, 'src/views/product'), { recursive: true });
  writeFileSync(path.join(root, 'src/views/product/ProductPage.tsx'), 'export default function ProductPage() { return null; }\n');
  writeFileSync(path.join(root, 'src/screens/screen.ts'), 'export function defineScreen() {}\n');
  for (const [name, text] of Object.entries(screenModules)) writeFileSync(path.join(root, 'src/screens', name), text);
  return root;
}

describe('readViewSources', () => {
  it('names the source of every screen’s view', () => {
    const sources = readViewSources();
    expect(Object.keys(sources).sort()).toEqual(screens.map((screen) => screen.view).sort());
    expect(sources.product).toBe('src/views/product/ProductPage.tsx');
  });

  it('reads a screen however its definition is laid out', () => {
    const root = projectWith({
      'product.ts': "import { defineScreen } from './screen';\nexport const productScreen = defineScreen<{}>()({ component: () => import(\"../views/product/ProductPage\"), view: \"product\", routes: {} });\n",
    });
    expect(readViewSources(root)).toEqual({ product: 'src/views/product/ProductPage.tsx' });
  });

  it('stops at a screen module it cannot read, naming it', () => {
    const noScreen = projectWith({ 'product.ts': "export const productScreen = { view: 'product' };\n" });
    expect(() => readViewSources(noScreen)).toThrow(/product\.ts: 0 defineScreen/);
    const computedView = projectWith({
      'product.ts': "const name = 'product';\nexport const productScreen = defineScreen<{}>()({ view: name, component: () => import('../views/product/ProductPage') });\n",
    });
    expect(() => readViewSources(computedView)).toThrow(/product\.ts: the screen's view is not a string literal/);
    const missingView = projectWith({
      'product.ts': "export const productScreen = defineScreen<{}>()({ view: 'product', component: () => import('../views/product/Gone') });\n",
    });
    expect(() => readViewSources(missingView)).toThrow(/product\.ts: the view module \.\.\/views\/product\/Gone is not there/);
  });
});
