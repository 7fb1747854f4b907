// Views only render snapshots and send events (DESIGN.md §2, §3): every actor runs in the root
// system, so the inspector sees it, and no view starts one of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const viewsDir = join(import.meta.dirname, '../../src/views');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('views', () => {
  it('start no actors of their own', () => {
    const starting = sourcesUnder(viewsDir).filter((path) => /\b(useActorRef|useMachine|createActor)\b/.test(readFileSync(path, 'utf8')));
    expect(starting.map((path) => path.slice(viewsDir.length + 1))).toEqual([]);
  });
});
