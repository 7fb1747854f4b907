// A file read whole only when it is not larger than its reader takes: its size is asked first, so
// a huge file named by mistake is refused before it fills the memory.
import { readFile, stat } from 'node:fs/promises';

/** The error a file larger than its reader takes fails with (code EFBIG, as the system names it). */
export function fileTooLarge(name: string, maxBytes: number): NodeJS.ErrnoException {
  return Object.assign(new Error(`${name} is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`), { code: 'EFBIG' });
}

export async function readFileUpTo(name: string, maxBytes: number): Promise<Buffer> {
  if ((await stat(name)).size > maxBytes) throw fileTooLarge(name, maxBytes);
  return readFile(name);
}
