// Comments cite the behaviour documents by section ("SPEC §4", "DESIGN.md §3"): every section cited
// anywhere in the code is a section of docs/spec.md or docs/design.md (docs/architecture.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const codeFolders = ['src', 'server', 'common', 'scripts', 'tests', 'bench'];
const codeFile = /\.(ts|tsx|css|graphql|html)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return codeFile.test(entry.name) ? [full] : [];
  });
}

function sectionsOf(document: string): Set<string> {
  const text = readFileSync(path.join(root, 'docs', document), 'utf8');
  return new Set([...text.matchAll(/^## (\d+)\./gm)].map((match) => match[1]!));
}

describe('section references in comments', () => {
  it('name sections docs/spec.md and docs/design.md have', () => {
    const sections = { SPEC: sectionsOf('spec.md'), DESIGN: sectionsOf('design.md') };
    const cited = codeFolders.flatMap((folder) => filesUnder(path.join(root, folder))).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(SPEC|DESIGN)(?:\.md)? ?§ ?(\d+)/g)].map(([reference, document, section]) => ({
        file: path.relative(root, file),
        reference,
        found: sections[document as keyof typeof sections].has(section!),
      })),
    );
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter((citation) => !citation.found)).toEqual([]);
  });
});
