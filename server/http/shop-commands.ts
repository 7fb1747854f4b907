// POST /_shop/command: the shop's CLI runs a command inside the running shop, which holds the
// embedded database (shop-cli/shop-channel.ts). Only this machine may ask (a request from the
// loopback interface that no proxy passed on) and only with the shop owner's key
// (shop-cli/owner-key.ts); the command then runs as the CLI runs it, on the shop's own database,
// with its mailer, and in this process, so the pages it caches see the change at once. What the
// command prints and its exit code are the answer.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection';
import type { OrderMailing } from '../domain/orders/order-mail';
import { runShopCommand } from '../shop-cli/cli';
import { isOwnerKey } from '../shop-cli/owner-key';
import type { Terminal } from '../shop-cli/terminal';

export const shopCommandPath = '/_shop/command';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const maxArgs = 50;
const maxArgLength = 10_000;

export interface ShopCommandRouteOptions {
  db: Database;
  ownerKey: string;
  orderMailing: OrderMailing;
}

function isArgv(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.length <= maxArgs && value.every((arg) => typeof arg === 'string' && arg.length <= maxArgLength);
}

export function registerShopCommandRoute(app: FastifyInstance, { db, ownerKey, orderMailing }: ShopCommandRouteOptions): void {
  void app.register(async (scope) => {
    scope.post(shopCommandPath, { bodyLimit: 256 * 1024 }, async (request, reply) => {
      const fromHere = loopback.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
      if (!fromHere) return reply.code(403).send({ error: 'The shop takes commands from its own machine only.' });
      const key = request.headers['x-shop-owner-key'];
      if (typeof key !== 'string' || !isOwnerKey(key, ownerKey)) return reply.code(403).send({ error: "The shop owner's key is not this shop's." });
      const argv = (request.body as { argv?: unknown } | null)?.argv;
      if (!isArgv(argv)) return reply.code(400).send({ error: 'The command must be a list of words.' });
      const output: string[] = [];
      // Nobody sits at this terminal: a password not given is made and printed once.
      const terminal: Terminal = { print: (line) => output.push(line), askSecret: async () => null };
      const exitCode = await runShopCommand(argv, terminal, async () => ({ db, where: 'the running shop', orderMailing, close: async () => {} }));
      return reply.header('cache-control', 'no-store').send({ exitCode, output });
    });
  });
}
