import { describe, expect, it, vi } from 'vitest';
import { compressBody } from '../../server/http/compressed';
import { UnchangedBodies } from '../../server/http/unchanged-bodies';

describe('UnchangedBodies', () => {
  const page = (text: string) => Buffer.from(`<!doctype html><p>${text}</p>`);

  it('keeps the compressed body of the same bytes at the same address, and makes a new one for other bytes', async () => {
    const bodies = new UnchangedBodies();
    const make = vi.fn((identity: Buffer) => compressBody(identity));
    const first = bodies.reuse('page /a', page('one'), () => make(page('one')));
    const brotli = await first.form('br');
    const again = bodies.reuse('page /a', page('one'), () => make(page('one')));
    expect(again).toBe(first);
    expect(await again.form('br')).toBe(brotli);
    expect(make).toHaveBeenCalledTimes(1);

    const changed = bodies.reuse('page /a', page('two'), () => make(page('two')));
    expect(changed).not.toBe(first);
    expect(changed.identity.toString()).toContain('two');
    // The same bytes at another address are that address's own.
    expect(bodies.reuse('page /b', page('two'), () => make(page('two')))).not.toBe(changed);
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('keeps the last body of at most so many addresses, the least recently made going first', () => {
    const bodies = new UnchangedBodies(2);
    const a = bodies.reuse('/a', page('a'), () => compressBody(page('a')));
    bodies.reuse('/b', page('b'), () => compressBody(page('b')));
    expect(bodies.reuse('/a', page('a'), () => compressBody(page('a')))).toBe(a);
    bodies.reuse('/c', page('c'), () => compressBody(page('c')));
    expect(bodies.gauge().entries).toBe(2);
    // /b went, /a stayed.
    expect(bodies.reuse('/a', page('a'), () => compressBody(page('a')))).toBe(a);
    const make = vi.fn(() => compressBody(page('b')));
    bodies.reuse('/b', page('b'), make);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
