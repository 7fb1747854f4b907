// A terminal for running the shop's commands in a test: it keeps what is printed (beside-lines and
// output too) and types the given answers (none: nobody at a terminal); files are read from disk.
import { readFileUpTo } from '../../server/read-file-up-to';
import type { Terminal } from '../../server/shop-cli/terminal';

export class ScriptedTerminal implements Terminal {
  readonly printed: string[] = [];
  readonly aside: string[] = [];
  readonly outputs: { data: string; file?: string }[] = [];
  readonly readFile = readFileUpTo;

  constructor(private readonly answers: string[] | null = null) {}

  print(line: string): void {
    this.printed.push(line);
  }
  printAside(line: string): void {
    this.aside.push(line);
  }
  progress(): void {}
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
