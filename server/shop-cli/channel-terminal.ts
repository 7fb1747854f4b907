// The terminal a command has inside a running shop (http/shop-commands.ts): what it prints, its
// progress and the data it hands out go back to the CLI as messages (channel-messages.ts), and the
// files it reads are the ones the CLI sent. Nobody sits at it: a password not given is made and
// printed once.
import type { CommandMessage, SentFile } from './channel-messages';
import { fileTooLarge } from '../read-file-up-to';
import type { Terminal } from './terminal';

/** `send` takes each message as the command makes it. */
export function channelTerminal(files: Readonly<Record<string, SentFile>>, send: (message: CommandMessage) => void): Terminal {
  // Only a change of a whole percent is sent: a bar shows no finer step, and 10,000 rows stay 100 messages.
  let sentPercent = -1;
  return {
    print: (line) => send({ print: line }),
    printAside: (line) => send({ aside: line }),
    progress(done, total) {
      const percent = total ? Math.floor((done * 100) / total) : 100;
      if (percent === sentPercent) return;
      sentPercent = percent;
      send({ progress: [done, total] });
    },
    async readFile(name, maxBytes) {
      const file = Object.hasOwn(files, name) ? files[name]! : { failed: 'ENOENT' };
      if ('failed' in file) throw Object.assign(new Error(`${name}: ${file.failed}`), { code: file.failed });
      const bytes = Buffer.from(file.base64, 'base64');
      if (bytes.length > maxBytes) throw fileTooLarge(name, maxBytes);
      return bytes;
    },
    async writeOutput(data, file) {
      send(file === undefined ? { output: data } : { output: data, file });
    },
    askSecret: async () => null,
  };
}
