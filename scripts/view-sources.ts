// Which source file renders each view, read from the screens' syntax trees (src/screens/*.ts:
// `defineScreen<Data>()({ view: 'product', component: () => import('../views/product/ProductPage'), … })`,
// the shape screen.ts prescribes). The build writes it beside the client (scripts/finish-build.ts)
// so the server can preload a page's view chunk with the page; the manifest knows chunks only by
// their source. A screen module this cannot read stops the build, naming the file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync, type ESTree } from 'vite';

/** The modules of src/screens/ that are not screens: what a screen is, and the list of them. */
const notScreens = new Set(['screen.ts', 'index.ts']);

/** View name → the view's source as the manifest keys it ('src/views/product/ProductPage.tsx'). */
export function readViewSources(root = process.cwd()): Record<string, string> {
  const screensDir = path.join(root, 'src/screens');
  const sources: Record<string, string> = {};
  for (const file of readdirSync(screensDir).filter((name) => name.endsWith('.ts') && !notScreens.has(name))) {
    const screenFile = path.join(screensDir, file);
    const { view, component } = screenOf(screenFile);
    if (sources[view]) throw new Error(`${screenFile}: a second screen of the view '${view}'`);
    sources[view] = path.relative(root, component).split(path.sep).join('/');
  }
  return sources;
}

/** The view name and the view's source file of the one screen `file` defines. */
function screenOf(file: string): { view: string; component: string } {
  const { program, errors } = parseSync(file, readFileSync(file, 'utf8'));
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]!.message}`);
  const definitions = screenDefinitions(program);
  if (definitions.length !== 1) throw new Error(`${file}: ${definitions.length} defineScreen<Data>()({ … }) calls, where a screen module has one`);
  const view = stringProperty(definitions[0]!, 'view');
  const imported = componentImport(definitions[0]!);
  if (view === null) throw new Error(`${file}: the screen's view is not a string literal`);
  if (imported === null) throw new Error(`${file}: the screen's component is not \`() => import('<a literal path>')\``);
  const component = ['.tsx', '.ts'].map((extension) => path.resolve(path.dirname(file), imported + extension)).find((candidate) => existsSync(candidate));
  if (!component) throw new Error(`${file}: the view module ${imported} is not there`);
  return { view, component };
}

/** The objects given to `defineScreen<…>()(…)` anywhere in the module. */
function screenDefinitions(node: unknown, found: ESTree.ObjectExpression[] = []): ESTree.ObjectExpression[] {
  if (Array.isArray(node)) for (const child of node) screenDefinitions(child, found);
  else if (node && typeof node === 'object') {
    const call = node as ESTree.CallExpression;
    if (call.type === 'CallExpression' && call.callee.type === 'CallExpression' && call.callee.callee.type === 'Identifier' && call.callee.callee.name === 'defineScreen') {
      const [definition] = call.arguments;
      if (definition?.type === 'ObjectExpression') found.push(definition);
    }
    for (const child of Object.values(node)) screenDefinitions(child, found);
  }
  return found;
}

function propertyValue(definition: ESTree.ObjectExpression, name: string): ESTree.Node | null {
  for (const property of definition.properties) {
    if (property.type === 'Property' && property.key.type === 'Identifier' && property.key.name === name) return property.value;
  }
  return null;
}

function stringProperty(definition: ESTree.ObjectExpression, name: string): string | null {
  const value = propertyValue(definition, name);
  return value?.type === 'Literal' && typeof value.value === 'string' ? value.value : null;
}

/** The path in `component: () => import('…')`. */
function componentImport(definition: ESTree.ObjectExpression): string | null {
  const value = propertyValue(definition, 'component');
  if (value?.type !== 'ArrowFunctionExpression' || value.body.type !== 'ImportExpression') return null;
  const source = value.body.source;
  return source.type === 'Literal' && typeof source.value === 'string' ? source.value : null;
}
