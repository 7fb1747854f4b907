// Start steps told on the console: "… Name: what it does" as a step starts, "✓ Name: outcome
// (1.2 s)" as it ends, "✗ Name failed after 1.2 s" when it throws. A counted step shows a cli-progress bar on a
// terminal and, in a log (no TTY), a plain line at each quarter of the way.
import { SingleBar } from 'cli-progress';
import type { StartStep, StartSteps, StepBar } from './start-steps';

type Output = Pick<NodeJS.WriteStream, 'write' | 'isTTY'>;

const seconds = (startedAt: number) => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;

function terminalBar(output: Output, total: number): StepBar & { stop(): void } {
  const bar = new SingleBar({
    format: '  {bar} {percentage}% | {doing}',
    barCompleteChar: '█',
    barIncompleteChar: '░',
    hideCursor: true,
    clearOnComplete: true,
    stream: output as NodeJS.WriteStream,
  });
  bar.start(total, 0, { doing: '' });
  return {
    advance: (count, doing) => bar.increment(count, { doing }),
    stop: () => bar.stop(),
  };
}

function logLines(output: Output, total: number): StepBar & { stop(): void } {
  let done = 0;
  let quartersTold = 0;
  return {
    advance(count, doing) {
      done += count;
      const quarters = Math.floor((done / total) * 4);
      if (quarters > quartersTold && quarters < 4) output.write(`  ${quarters * 25}% | ${doing}\n`);
      quartersTold = Math.max(quartersTold, quarters);
    },
    stop: () => undefined,
  };
}

export function consoleSteps(output: Output = process.stdout): StartSteps {
  return {
    async run({ name, doing }, work, outcome) {
      const startedAt = performance.now();
      output.write(`… ${name}${doing ? `: ${doing}` : ''}\n`);
      const bars: { stop(): void }[] = [];
      const step: StartStep = {
        bar(total) {
          const bar = output.isTTY ? terminalBar(output, total) : logLines(output, total);
          bars.push(bar);
          return bar;
        },
      };
      try {
        const result = await work(step);
        bars.forEach((bar) => bar.stop());
        output.write(`✓ ${name}: ${outcome(result)} (${seconds(startedAt)})\n`);
        return result;
      } catch (error) {
        bars.forEach((bar) => bar.stop());
        output.write(`✗ ${name} failed after ${seconds(startedAt)}\n`);
        throw error;
      }
    },
  };
}
