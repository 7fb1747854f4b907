// The ready line names the address the server really listens on (issue 42: it said localhost while
// it listened on 127.0.0.1 only): the one it was given, or, on every interface, the loopback name
// and this machine's network addresses; and the demo customer while it still signs in.
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { reachableOrigins, readyMessage } from '../../server/start/ready-message';

const ipv4NetworkAddresses = Object.values(os.networkInterfaces())
  .flatMap((addresses) => addresses ?? [])
  .filter((address) => !address.internal && address.family === 'IPv4')
  .map((address) => `http://${address.address}:3000`);

describe('reachable origins', () => {
  it('are the address given, an IPv6 one in brackets', () => {
    expect(reachableOrigins('127.0.0.1', 3000)).toEqual(['http://127.0.0.1:3000']);
    expect(reachableOrigins('::1', 3000)).toEqual(['http://[::1]:3000']);
    expect(reachableOrigins('shop.internal', 8080)).toEqual(['http://shop.internal:8080']);
  });

  it('on every IPv4 interface, are localhost and the machine’s IPv4 addresses', () => {
    expect(reachableOrigins('0.0.0.0', 3000)).toEqual(['http://localhost:3000', ...ipv4NetworkAddresses]);
  });

  it('on every interface, leave out link-local IPv6 addresses, which need a zone', () => {
    expect(reachableOrigins('::', 3000).filter((origin) => origin.includes('[fe80:'))).toEqual([]);
  });
});

describe('the ready message', () => {
  it('says where the server listens, and only there', () => {
    expect(readyMessage({ host: '127.0.0.1', port: 3000 })).toEqual(['Storefront ready at http://127.0.0.1:3000 (listening on 127.0.0.1 only)']);
  });

  it('on every interface, names the addresses other machines reach', () => {
    const [line] = readyMessage({ host: '0.0.0.0', port: 3000 });
    const others = ipv4NetworkAddresses.length ? `; from other machines: ${ipv4NetworkAddresses.join(', ')}` : '';
    expect(line).toBe(`Storefront ready at http://localhost:3000 (listening on every interface${others})`);
  });

  it('names a remote store and the demo customer', () => {
    expect(
      readyMessage({
        host: '127.0.0.1',
        port: 3000,
        graphqlEndpoint: 'https://shop.example/graphql',
        demoCustomer: { email: 'demo@shop.example', password: 'demo-shopper' },
      }),
    ).toEqual([
      'Storefront ready at http://127.0.0.1:3000 (listening on 127.0.0.1 only) (store backend: https://shop.example/graphql)',
      'Demo customer: sign in at http://127.0.0.1:3000/my-account as demo@shop.example with the password demo-shopper',
    ]);
  });
});
