// The terminal the shop's CLI talks to: lines out, and a secret (a password) asked without showing
// what is typed, when someone sits at it.
export interface Terminal {
  print(line: string): void;
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

export const processTerminal: Terminal = {
  print: (line) => console.log(line),
  askSecret: async (question) => (process.stdin.isTTY ? readHidden(question) : null),
};
