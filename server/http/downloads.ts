// The download route: GET /download/<token>, the link an order's DownloadableItem.url carries.
// It checks the token's signature, then counts the download and sends the file in one step
// (domain/downloads/take-download.ts); anything else answers a short plain page with its status,
// in the shopper's language.
// HEAD is not served: it would count a download without sending the file.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../common/locales';
import type { Database } from '../db/connection';
import { downloadKeyOf } from '../domain/downloads/download-key';
import { downloadPath, permissionOfToken } from '../domain/downloads/download-token';
import { takeDownload, type DownloadRefusal } from '../domain/downloads/take-download';
import { RateLimitedError } from '../domain/rate-limits/rate-limited-error';
import type { RateLimitSettings } from '../domain/rate-limits/rate-limit-rules';
import { RequestLimits } from '../domain/rate-limits/request-limits';
import { StoreMessage } from '../domain/store-message';
import { requestLocale } from '../mail/request-locale';

export interface DownloadRouteOptions {
  rateLimits: RateLimitSettings;
}

const refusals: Record<DownloadRefusal | 'invalid', { status: number; text: StoreMessage }> = {
  invalid: { status: 403, text: new StoreMessage('downloadInvalid') },
  notFound: { status: 404, text: new StoreMessage('downloadGone') },
  notPaid: { status: 403, text: new StoreMessage('downloadNotPaid') },
  expired: { status: 410, text: new StoreMessage('downloadExpired') },
  usedUp: { status: 410, text: new StoreMessage('downloadUsedUp') },
};

function refuse(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).header('Cache-Control', 'private, no-store').type('text/plain; charset=utf-8').send(`${text}\n`);
}

function localeOf(request: FastifyRequest): Locale {
  return requestLocale({ get: (name) => [request.headers[name]].flat()[0] ?? null });
}

/** `attachment` with the name in plain ASCII for old clients and in full as RFC 5987's filename*. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function registerDownloadRoute(app: FastifyInstance, db: Database, { rateLimits }: DownloadRouteOptions): void {
  app.get<{ Params: { token: string } }>(`${downloadPath}:token`, { exposeHeadRoute: false }, async (request, reply) => {
    try {
      await new RequestLimits(db, rateLimits, { address: request.ip, sessionKey: async () => null }).take('download');
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      reply.header('Retry-After', String(error.retryAfterSeconds));
      return refuse(reply, 429, error.in(localeOf(request)));
    }
    const permissionId = permissionOfToken(request.params.token, await downloadKeyOf(db));
    if (permissionId === null) return refuse(reply, refusals.invalid.status, refusals.invalid.text.in(localeOf(request)));
    const outcome = await takeDownload(db, permissionId);
    if ('refusal' in outcome) return refuse(reply, refusals[outcome.refusal].status, refusals[outcome.refusal].text.in(localeOf(request)));
    const { file } = outcome;
    return reply
      .header('Content-Type', file.mime)
      .header('Content-Disposition', attachment(file.fileName))
      .header('Content-Length', String(file.data.length))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.data);
  });
}
