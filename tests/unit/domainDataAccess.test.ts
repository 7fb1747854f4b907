// Domain code reaches the database through its area's data-access folder: only files in a `store/`
// folder under server/domain import values from server/db; rule files may name its types.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const domain = path.join(root, 'server/domain');
const db = path.join(root, 'server/db');

function tsFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return tsFilesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The modules a file takes values from: imports and re-exports that are not type-only, and `import()`. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnlyImport(node.importClause)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !typeOnlyExport(node)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// `import type { A }` or `import { type A, type B }`; a bare `import './x'` runs the module.
function typeOnlyImport(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((element) => element.isTypeOnly);
}

function typeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly);
}

function inStoreFolder(file: string): boolean {
  return path.relative(domain, file).split(path.sep).includes('store');
}

function underDb(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return false;
  const target = path.resolve(path.dirname(file), specifier);
  return target === db || target.startsWith(db + path.sep);
}

describe('domain data access', () => {
  it('keeps value imports from server/db inside store/ folders', () => {
    const files = tsFilesUnder(domain);
    expect(files.filter(inStoreFolder).length).toBeGreaterThan(10);
    const offending = files
      .filter((file) => !inStoreFolder(file))
      .flatMap((file) => valueImports(file).filter((specifier) => underDb(file, specifier)).map((specifier) => `${path.relative(root, file)} imports ${specifier}`));
    expect(offending).toEqual([]);
  });
});
