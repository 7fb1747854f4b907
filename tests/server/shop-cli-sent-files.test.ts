// The owner's files the shop's CLI sends a running shop with a command (the import's CSV and its
// local pictures): each by the name the command reads it by, a file that cannot be read as its
// error code, and all of them refused, clearly, when together they are more than one command may send.
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { InputError } from '../../server/domain/input-error';
import { maxSentBytes } from '../../server/shop-cli/channel-messages';
import { channelTerminal } from '../../server/shop-cli/channel-terminal';
import { readSentFiles } from '../../server/shop-cli/sent-files';
import { ScriptedTerminal } from './scripted-terminal';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sent-files-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('sends each file by its name, or the error reading it failed with; the shop reads them back', async () => {
  const csv = path.join(dir, 'products.csv');
  await writeFile(csv, 'SKU,Name\nA-1,Mug\n');
  const missing = path.join(dir, 'pictures', 'mug.png');
  const files = await readSentFiles([csv, missing], new ScriptedTerminal());
  expect(files).toEqual({ [csv]: { base64: Buffer.from('SKU,Name\nA-1,Mug\n').toString('base64') }, [missing]: { failed: 'ENOENT' } });

  const inShop = channelTerminal(files, () => {});
  expect((await inShop.readFile(csv, 1024)).toString()).toBe('SKU,Name\nA-1,Mug\n');
  await expect(inShop.readFile(csv, 4)).rejects.toMatchObject({ code: 'EFBIG' });
  await expect(inShop.readFile(missing, 1024)).rejects.toMatchObject({ code: 'ENOENT' });
  // A name the CLI did not send is not read from the shop's own disk.
  await expect(inShop.readFile('/etc/hostname', 1024)).rejects.toMatchObject({ code: 'ENOENT' });
});

it('refuses files that together are more than one command may send, saying what to do', async () => {
  const csv = path.join(dir, 'large.csv');
  const picture = path.join(dir, 'large.png');
  // Sparse files: their size is all that is read before the refusal.
  await writeFile(csv, '');
  await truncate(csv, maxSentBytes - 10);
  await writeFile(picture, '');
  await truncate(picture, 20);
  const refusal = readSentFiles([csv, picture], new ScriptedTerminal());
  await expect(refusal).rejects.toBeInstanceOf(InputError);
  await expect(refusal).rejects.toThrow(`${csv} and the file it names come to more than 32.0 MB, the most one command may send to the running shop`);
});
