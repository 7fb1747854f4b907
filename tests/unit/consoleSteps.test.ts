// The start steps as `npm start` prints them (server/start/console-steps.ts): a line as each starts
// and one as it ends with its time, a failure said and passed on, and a counted step's progress as
// a cli-progress bar on a terminal or as a line at each quarter in a log.
import { describe, expect, it } from 'vitest';
import { consoleSteps } from '../../server/start/console-steps';

function recorder(isTTY: boolean) {
  const written: string[] = [];
  return { output: { isTTY, write: (text: string) => written.push(text) > 0 }, written };
}

/** Runs a counted step of `total` units on an output that is or is not a terminal; answers what it printed. */
async function countedStep(isTTY: boolean, total: number, advances: [count: number, doing: string][]): Promise<string> {
  const { output, written } = recorder(isTTY);
  await consoleSteps(output).run(
    { name: 'Catalog' },
    async (step) => {
      const bar = step.bar(total);
      for (const [count, doing] of advances) bar.advance(count, doing);
    },
    () => 'seeded',
  );
  return written.join('');
}

describe('console start steps', () => {
  it('tell a step as it starts and as it ends, with its time, and answer its result', async () => {
    const { output, written } = recorder(false);
    const result = await consoleSteps(output).run({ name: 'Migrations', doing: 'applying' }, async () => 3, (applied) => `${applied} applied`);
    expect(result).toBe(3);
    expect(written.join('')).toMatch(/^… Migrations: applying\n✓ Migrations: 3 applied \(\d+\.\d s\)\n$/);
  });

  it('say that a step failed and pass its error on', async () => {
    const { output, written } = recorder(false);
    const failing = consoleSteps(output).run({ name: 'Database' }, () => Promise.reject(new Error('disk full')), () => 'never');
    await expect(failing).rejects.toThrow('disk full');
    expect(written.join('')).toMatch(/^… Database\n✗ Database failed after \d+\.\d s\n$/);
  });

  it('in a log, tell a counted step once at each quarter of the way', async () => {
    const tenths = Array.from({ length: 10 }, (_, index): [number, string] => [1, `pictures ${index + 1}/10`]);
    const lines = (await countedStep(false, 10, tenths)).split('\n');
    expect(lines.slice(1, -2)).toEqual(['  25% | pictures 3/10', '  50% | pictures 5/10', '  75% | pictures 8/10']);
    expect(lines.at(-2)).toMatch(/^✓ Catalog: seeded/);
  });

  it('on a terminal, draw a cli-progress bar and clear it before the step’s end', async () => {
    const text = await countedStep(true, 4, [
      [2, 'products 2/4'],
      [2, 'products 4/4'],
    ]);
    expect(text).toContain('░');
    expect(text).toMatch(/█+ 100% \| products 4\/4/);
    expect(text.indexOf('✓ Catalog: seeded')).toBeGreaterThan(text.lastIndexOf('100%'));
  });
});
