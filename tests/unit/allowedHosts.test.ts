// Which Host headers are host names, and which hosts the shop answers without PUBLIC_URL
// (server/http/allowed-hosts.ts).
import { describe, expect, it } from 'vitest';
import { allowedHostsOf, hostNameOf, isAllowedHost } from '../../server/http/allowed-hosts';

describe('hostNameOf', () => {
  it('reads names, addresses and ports as a browser sends them', () => {
    expect(hostNameOf('Shop.Example:8443')).toBe('shop.example');
    expect(hostNameOf('shop.example.')).toBe('shop.example');
    expect(hostNameOf('127.0.0.1:3000')).toBe('127.0.0.1');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
    expect(hostNameOf('localhost')).toBe('localhost');
  });

  it('refuses what is not a host name', () => {
    for (const host of [undefined, '', 'a b', '[::1', '%00', 'x:99999', 'x:0', '[::g]', 'shop.example/path', 'user@shop.example', '-shop.example', 'a'.repeat(300)]) {
      expect(hostNameOf(host), String(host)).toBeNull();
    }
  });
});

describe('the hosts answered without PUBLIC_URL', () => {
  it('are the loopback names and the address listened on', () => {
    const hosts = allowedHostsOf('192.0.2.10', []);
    for (const name of ['localhost', 'app.localhost', '127.0.0.1', '[::1]', '192.0.2.10']) expect(isAllowedHost(name, hosts), name).toBe(true);
    expect(isAllowedHost('evil.example', hosts)).toBe(false);
  });

  it('are the ones ALLOWED_HOSTS names, a leading dot for every name under one', () => {
    const hosts = allowedHostsOf('0.0.0.0', ['shop.example', '.shop.example']);
    expect(isAllowedHost('shop.example', hosts)).toBe(true);
    expect(isAllowedHost('www.shop.example', hosts)).toBe(true);
    expect(isAllowedHost('evilshop.example', hosts)).toBe(false);
    expect(isAllowedHost('shop.example.evil.example', hosts)).toBe(false);
  });

  it('listening on every interface, include the machine’s own addresses', () => {
    expect(allowedHostsOf('0.0.0.0', []).length).toBeGreaterThan(4);
  });
});
