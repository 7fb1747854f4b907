// The owner's files a command sends along to a running shop (channel-messages.ts): read here, where
// the names given on the command line mean something, and refused together when they are more than
// one request may carry.
import { InputError } from '../domain/input-error';
import { maxSentBytes, type SentFile } from './channel-messages';
import type { Terminal } from './terminal';

const others = (count: number) => (count === 0 ? '' : count === 1 ? ' and the file it names' : ` and the ${count} files it names`);
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export async function readSentFiles(names: readonly string[], terminal: Terminal): Promise<Record<string, SentFile>> {
  const files: Record<string, SentFile> = {};
  let total = 0;
  for (const name of new Set(names)) {
    try {
      const bytes = await terminal.readFile(name, maxSentBytes - total);
      total += bytes.length;
      files[name] = { base64: bytes.toString('base64') };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
      if (code === 'EFBIG') {
        throw new InputError(
          `${names[0]}${others(names.length - 1)} come to more than ${megabytes(maxSentBytes)}, the most one command ` +
            'may send to the running shop: split the CSV, give its pictures as URLs, or stop the shop and run the command again.',
        );
      }
      files[name] = { failed: code };
    }
  }
  return files;
}
