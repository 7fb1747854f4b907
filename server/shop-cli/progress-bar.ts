// A long command's progress on the owner's terminal: a bar when standard error is a terminal; in a
// log or a pipe, a line at every tenth of the rows.
import cliProgress from 'cli-progress';

export class ProgressBar {
  private bar: cliProgress.SingleBar | null = null;
  private lastTenth = -1;

  constructor(private readonly stream: NodeJS.WriteStream) {}

  update(done: number, total: number): void {
    if (!this.stream.isTTY) return this.line(done, total);
    if (!this.bar) {
      this.bar = new cliProgress.SingleBar({ stream: this.stream, format: '[{bar}] {percentage}% | {value}/{total} rows | {eta_formatted} left' }, cliProgress.Presets.shades_classic);
      this.bar.start(total, done);
    }
    this.bar.update(done);
  }

  stop(): void {
    this.bar?.stop();
    this.bar = null;
    this.lastTenth = -1;
  }

  private line(done: number, total: number): void {
    const tenth = total ? Math.floor((done * 10) / total) : 10;
    if (tenth === this.lastTenth) return;
    this.lastTenth = tenth;
    this.stream.write(`${done} of ${total} rows done\n`);
  }
}
