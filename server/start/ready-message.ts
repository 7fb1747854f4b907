// What the server says once it listens: the addresses it can really be reached at (the one it was
// told to listen on; listening on every interface, this machine's loopback name and its network
// addresses), and the demo customer to sign in as while the demo shop has one.
import { isIPv6 } from 'node:net';
import os from 'node:os';

const everyInterface = new Set(['0.0.0.0', '::']);

const origin = (host: string, port: number) => `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;

/** The origins a server listening on `host` and `port` answers at, the loopback one first. */
export function reachableOrigins(host: string, port: number): string[] {
  if (!everyInterface.has(host)) return [origin(host, port)];
  const networkAddresses = Object.values(os.networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    // 0.0.0.0 takes IPv4 only; link-local IPv6 addresses need a zone no browser address bar takes.
    .filter((address) => !address.internal && (host === '::' || address.family === 'IPv4') && !address.address.startsWith('fe80:'))
    .map((address) => origin(address.address, port));
  return [origin('localhost', port), ...networkAddresses];
}

export interface ReadyFacts {
  host: string;
  port: number;
  /** A remote WooCommerce store the storefront is pointed at, if any. */
  graphqlEndpoint?: string;
  /** The demo customer's sign-in, while it still works with the demo password. */
  demoCustomer?: { email: string; password: string };
  /** Server processes under the supervisor (WORKERS), if any. */
  workers?: number;
}

export function readyMessage({ host, port, graphqlEndpoint, demoCustomer, workers }: ReadyFacts): string[] {
  const [first, ...others] = reachableOrigins(host, port);
  const where = everyInterface.has(host)
    ? ` (listening on every interface${others.length ? `; from other machines: ${others.join(', ')}` : ''})`
    : ` (listening on ${host} only)`;
  const lines = [`Storefront ready at ${first}${where}${graphqlEndpoint ? ` (store backend: ${graphqlEndpoint})` : ''}`];
  if (workers) lines.push(`${workers} server process${workers === 1 ? '' : 'es'} share the port (WORKERS); one that stops is replaced`);
  if (demoCustomer) {
    lines.push(`Demo customer: sign in at ${first}/my-account as ${demoCustomer.email} with the password ${demoCustomer.password}`);
  }
  return lines;
}
