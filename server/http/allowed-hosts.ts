// Which hosts the shop answers for. Links the shop writes into mails and API answers (a password
// reset, an order's page, images, downloads) start with its origin: PUBLIC_URL's when it is set,
// else the one the request names in its Host header, which any client chooses. Without PUBLIC_URL
// the shop therefore answers only hosts it was told (ALLOWED_HOSTS) or knows to be its own (its
// loopback names, and the addresses it listens on), so a request sent with `Host: evil.example`
// cannot have a reset link to evil.example mailed to a customer. A Host that is not a host name
// at all is refused in every case, before any route reads it.
import { isIPv6 } from 'node:net';
import os from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface HostPolicy {
  /** PUBLIC_URL: links never follow the Host header, so any well-formed host is answered. */
  publicUrl: string | undefined;
  /** The names answered without PUBLIC_URL (lower case, IPv6 addresses in brackets, `.name` for every name under it). */
  allowedHosts: readonly string[];
}

// A name, an IPv4 address or a bracketed IPv6 address, and an optional port.
const hostSyntax = /^(\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_.])?)(?::(\d{1,5}))?$/i;
const maxHostLength = 261;

/** The host name of a Host header (lower case, without a final dot or the port), or null when it is not one. */
export function hostNameOf(host: string | undefined): string | null {
  if (!host || host.length > maxHostLength) return null;
  const match = hostSyntax.exec(host);
  if (!match) return null;
  const [, name, port] = match as unknown as [string, string, string | undefined];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  if (name.startsWith('[') && !isIPv6(name.slice(1, -1))) return null;
  if (!URL.canParse(`http://${host}`)) return null;
  return name.toLowerCase().replace(/\.$/, '');
}

/** Whether `name` (from hostNameOf) is one of `allowed`. */
export function isAllowedHost(name: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => (entry.startsWith('.') ? name === entry.slice(1) || name.endsWith(entry) : name === entry));
}

const bracketed = (address: string) => (isIPv6(address) ? `[${address}]` : address);

/**
 * The hosts answered without PUBLIC_URL: the loopback names always; the `ALLOWED_HOSTS` given;
 * else the address the server listens on, or, listening on every interface, every address of the
 * machine and its name.
 */
export function allowedHostsOf(listenHost: string, configured: readonly string[]): string[] {
  const hosts = new Set(['localhost', '.localhost', '127.0.0.1', '[::1]']);
  const add = (host: string) => hosts.add(bracketed(host.toLowerCase().replace(/\.$/, '')));
  if (configured.length) configured.forEach(add);
  else if (listenHost === '0.0.0.0' || listenHost === '::') {
    add(os.hostname());
    for (const address of Object.values(os.networkInterfaces()).flat()) {
      if (address) add(address.address.replace(/%.*$/, ''));
    }
  } else add(listenHost);
  return [...hosts];
}

/** What the shop says at start-up of the origin its links use. */
export function describeHostPolicy({ publicUrl, allowedHosts }: HostPolicy): string {
  if (publicUrl) return `Links in mails and API answers start with PUBLIC_URL (${new URL(publicUrl).origin}).`;
  return (
    `PUBLIC_URL is not set: links in mails and API answers follow the host each request names, so the shop ` +
    `answers only these hosts (ALLOWED_HOSTS): ${allowedHosts.join(', ')}. Set PUBLIC_URL to the shop's address in production.`
  );
}

function refuse(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);
}

/** Refuses, before any route, a request whose host is malformed or, without PUBLIC_URL, not one of the shop's. */
export function registerHostCheck(app: FastifyInstance, policy: HostPolicy): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Both: behind a trusted proxy Fastify reads X-Forwarded-Host, and Yoga the Host header.
    const hosts = new Set([request.host, request.headers.host].filter((host) => host !== undefined));
    if (hosts.size === 0) return refuse(reply, 'Bad request: the Host header is missing.');
    for (const host of hosts) {
      const name = hostNameOf(host);
      if (name === null) return refuse(reply, 'Bad request: the Host header is not a host name.');
      if (!policy.publicUrl && !isAllowedHost(name, policy.allowedHosts)) {
        return refuse(reply, `Bad request: this shop does not answer for the host "${name}".`);
      }
    }
  });
}
