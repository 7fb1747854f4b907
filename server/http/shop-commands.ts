// POST /_shop/command: the shop's CLI runs a command inside the running shop, which holds the
// embedded database (shop-cli/shop-channel.ts). Only this machine may ask (a request from the
// loopback interface that no proxy passed on), only with the shop owner's key
// (shop-cli/owner-key.ts), and within a body limit that bounds the owner's files a command carries
// (shop-cli/channel-messages.ts). The command then runs as the CLI runs it, on the shop's own
// database, with its mailer, and in this process, so the pages it caches see the change at once.
// The answer streams the command's output as it comes, one JSON message a line, and ends with its
// exit code.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
import type { OrderMailing } from '../domain/orders/order-mail';
import { maxRequestBytes, type CommandMessage, type CommandRequest, type SentFile } from '../shop-cli/channel-messages';
import { channelTerminal } from '../shop-cli/channel-terminal';
import { runShopCommand } from '../shop-cli/cli';
import { isOwnerKey } from '../shop-cli/owner-key';

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

function isSentFile(value: unknown): value is SentFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.base64 === 'string' || (typeof file.failed === 'string' && /^E[A-Z]{1,20}$/.test(file.failed));
}

function isFiles(value: unknown): value is Record<string, SentFile> {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([name, file]) => name.length <= maxArgLength && isSentFile(file));
}

export function registerShopCommandRoute(app: FastifyInstance, { db, ownerKey, orderMailing }: ShopCommandRouteOptions): void {
  void app.register(async (scope) => {
    // Who asks is checked before the body is read: only the owner's commands may carry tens of megabytes.
    const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
      const fromHere = loopback.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
      if (!fromHere) return reply.code(403).send({ error: 'The shop takes commands from its own machine only.' });
      const key = request.headers['x-shop-owner-key'];
      if (typeof key !== 'string' || !isOwnerKey(key, ownerKey)) return reply.code(403).send({ error: "The shop owner's key is not this shop's." });
    };
    scope.post(shopCommandPath, { bodyLimit: maxRequestBytes, onRequest }, async (request, reply) => {
      const { argv, files } = (request.body ?? {}) as Partial<CommandRequest>;
      if (!isArgv(argv)) return reply.code(400).send({ error: 'The command must be a list of words.' });
      if (!isFiles(files)) return reply.code(400).send({ error: 'The files must be named, each with its bytes in base64 or the error reading it failed with.' });

      // From here the answer is written as the command goes, bypassing compression (which would hold it back).
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' });
      // The owner may have stopped the CLI: the command ends anyway, only its answer has nowhere to go.
      const send = (message: CommandMessage) => {
        if (!out.destroyed) out.write(`${JSON.stringify(message)}\n`);
      };
      const terminal = channelTerminal(files ?? {}, send);
      try {
        const exitCode = await runShopCommand(argv, terminal, async () => ({ db, orderMailing, close: async () => {} }));
        send({ exitCode });
      } catch (error) {
        request.log.error(error);
        send({ failure: (error as Error).message });
      }
      out.end();
    });
  });
}
