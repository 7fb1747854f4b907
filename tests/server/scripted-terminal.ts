// A terminal for running the shop's commands in a test: it keeps what is printed (beside-lines,
// output and progress too) and types the given answers (none: nobody at a terminal); files are
// read from disk.
import { readFileUpTo } from '../../server/read-file-up-to';
import type { Terminal } from '../../server/shop-cli/terminal';

export class ScriptedTerminal implements Terminal {
  readonly printed: string[] = [];
  readonly aside: string[] = [];
  readonly outputs: { data: string; file?: string }[] = [];
  /** Each progress report, as [done, total]. */
  readonly progressed: [number, number][] = [];
  // Bound: commands hand it on alone (the import's onProgress).
  readonly progress = (done: number, total: number): void => {
    this.progressed.push([done, total]);
  };
  readonly readFile = readFileUpTo;

  constructor(private readonly answers: string[] | null = null) {}

  print(line: string): void {
    this.printed.push(line);
  }
  printAside(line: string): void {
    this.aside.push(line);
  }
  async writeOutput(data: string, file?: string): Promise<void> {
    this.outputs.push({ data, file });
  }
  async askSecret(): Promise<string | null> {
    return this.answers ? (this.answers.shift() ?? '') : null;
  }
  get text(): string {
    return this.printed.join('\n');
  }
}
