// The terminal the shop's CLI talks to: lines out, a progress bar, the owner's files in and out,
// and a secret (a password) asked without showing what is typed, when someone sits at it. A command
// inside a running shop gets one that streams all of this back to the CLI (channel-terminal.ts), so
// it reads and writes the owner's files, not the shop's.
import { writeFile } from 'node:fs/promises';
import { readFileUpTo } from '../read-file-up-to';
import { ProgressBar } from './progress-bar';

export interface Terminal {
  /** A line of the command's answer (standard output). */
  print(line: string): void;
  /** A line beside the answer (standard error), so it stays apart from data written to standard output. */
  printAside(line: string): void;
  /** How far a long command has come, in rows; the next line printed ends the bar. */
  progress(done: number, total: number): void;
  /** A file of the owner's, named as on the command line; one larger than `maxBytes` fails with code EFBIG. */
  readFile(name: string, maxBytes: number): Promise<Buffer>;
  /** Data the command hands the owner: into the file, or to standard output without one. */
  writeOutput(data: string, file?: string): Promise<void>;
  /** The answer, typed without echo; null when the input is not a terminal (a script, a pipe). */
  askSecret(question: string): Promise<string | null>;
}

const enter = new Set(['\r', '\n', '\u0004']);
const backspace = new Set(['\u007f', '\b']);
const interrupt = '\u0003';

/** Reads one line from a terminal in raw mode, so the typed characters are never shown. */
function readHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (done: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      done();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === interrupt) return finish(() => reject(new Error('Interrupted.')));
        if (enter.has(char)) return finish(() => resolve(typed));
        typed = backspace.has(char) ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

const bar = new ProgressBar(process.stderr);

export const processTerminal: Terminal = {
  print: (line) => {
    bar.stop();
    console.log(line);
  },
  printAside: (line) => {
    bar.stop();
    console.error(line);
  },
  progress: (done, total) => bar.update(done, total),
  readFile: readFileUpTo,
  async writeOutput(data, file) {
    bar.stop();
    if (file) await writeFile(file, data);
    else process.stdout.write(data);
  },
  askSecret: async (question) => (process.stdin.isTTY ? readHidden(question) : null),
};
