// POST /contact: the contact page's message to the shop, mailed to SHOP_EMAIL with the shopper as
// Reply-To. Not GraphQL (WooGraphQL has no such mutation). The storefront posts JSON
// `{ name, email, subject, message, website, locale }` and reads `200 { ok: true }`,
// `400 { error, field }` or `429 { error }` (with Retry-After). The same form also posts without
// JavaScript (urlencoded) and is answered with a redirect to the contact page in its language:
// `/contact?sent=1`, `/contact?error=<field>`, or `/contact?error=limit`. `website` is a field
// people never see: a bot fills it, and is answered as if sent while nothing is sent. Each message
// counts against the client's address (action `contact`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, localePrefixes, type Locale } from '../../common/locales';
import type { Database } from '../db/connection';
import { checkedContactMessage, ContactFieldError } from '../domain/contact/contact-message';
import { RateLimitedError } from '../domain/rate-limits/rate-limited-error';
import type { RateLimitSettings } from '../domain/rate-limits/rate-limit-rules';
import { RequestLimits } from '../domain/rate-limits/request-limits';
import { contactMessage } from '../mail/contact-mail';
import { requestLocale } from '../mail/request-locale';
import type { ShopMailer } from '../mail/shop-mailer';

export const contactPath = '/contact';

export interface ContactRouteOptions {
  /** Without one, messages are checked and counted but go nowhere. */
  mailer?: ShopMailer;
  /** Where messages go (SHOP_EMAIL). */
  shopEmail: string;
  rateLimits: RateLimitSettings;
}

/** A message is a few kilobytes; urlencoding may triple that. */
const bodyLimit = 64 * 1024;

type Outcome = { sent: true } | { sent: false; status: 400 | 429; error: string; field?: string; retryAfter?: number };

function isFormPost(request: FastifyRequest): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');
}

function localeOf(request: FastifyRequest, given: unknown): Locale {
  if (isLocale(given)) return given;
  return requestLocale({ get: (name) => [request.headers[name]].flat()[0] ?? null });
}

function answer(request: FastifyRequest, reply: FastifyReply, outcome: Outcome, locale: Locale): FastifyReply {
  if (isFormPost(request)) {
    const prefix = localePrefixes[locale];
    const query = outcome.sent ? 'sent=1' : `error=${outcome.status === 429 ? 'limit' : outcome.field}`;
    return reply.redirect(`${prefix ? `/${prefix}` : ''}${contactPath}?${query}`, 303);
  }
  if (outcome.sent) return reply.send({ ok: true });
  if (outcome.retryAfter) reply.header('retry-after', String(outcome.retryAfter));
  return reply.status(outcome.status).send(outcome.field ? { error: outcome.error, field: outcome.field } : { error: outcome.error });
}

export function registerContactRoute(app: FastifyInstance, db: Database, { mailer, shopEmail, rateLimits }: ContactRouteOptions): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(contactPath, { bodyLimit }, async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const locale = localeOf(request, body.locale);
      let outcome: Outcome;
      try {
        const message = checkedContactMessage(body);
        if (typeof body.website === 'string' && body.website.trim()) return answer(request, reply, { sent: true }, locale);
        await new RequestLimits(db, rateLimits, { address: request.ip, sessionKey: async () => null }).take('contact');
        void mailer?.post(() => contactMessage({ locale, to: shopEmail, ...message }), 'contact message');
        outcome = { sent: true };
      } catch (error) {
        if (error instanceof ContactFieldError) outcome = { sent: false, status: 400, error: error.problem.in(locale), field: error.field };
        else if (error instanceof RateLimitedError) outcome = { sent: false, status: 429, error: error.in(locale), retryAfter: error.retryAfterSeconds };
        else throw error;
      }
      return answer(request, reply, outcome, locale);
    });
  });
}
