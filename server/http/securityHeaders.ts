// Security headers on every answer, and a content security policy on every page. Pages run only
// the storefront's own module scripts (the inlined payload and JSON-LD are data, not script), so
// scripts are limited to this origin; in development Vite's client adds inline scripts and its
// hot-reload socket, which the development policy allows and production's does not. With card
// payments configured, Stripe.js's origin may also run scripts, frame the card fields and be called
// (cardPaymentSources).
//
// Cross-Origin-Resource-Policy keeps the shop's answers out of other sites' pages: a browser gives
// another site an answer it loads without CORS (an <img>, a <script>, a no-cors fetch) only when the
// policy allows, so no answer is pulled into that site's process, where a side channel (Spectre)
// could read it. `same-origin` for pages and all else; requests CORS allows (/graphql from
// CORS_ORIGINS) are not subject to it. Pictures are `cross-origin`: another storefront origin in
// CORS_ORIGINS shows the store's product images and avatars by the absolute URLs /graphql answers,
// as a webmail page would in a mail that carries one; they are public and hold nothing of a shopper's.
import type { onSendHookHandler } from 'fastify';
import type { ServerConfig } from '../config';
import { cardPaymentSources } from './card-payment-sources';

// Powerful features no page of the shop uses are turned off for it and anything it embeds; card
// payments may ask for the Payment Request API on the shop's own pages.
const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=(self)',
  'usb=()',
].join(', ');

function contentSecurityPolicy(config: ServerConfig): string {
  const backend = config.graphqlEndpoint ? ` ${new URL(config.graphqlEndpoint).origin}` : '';
  const card = cardPaymentSources(config.stripe);
  const also = (origins: string[]) => origins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${config.dev ? " 'unsafe-inline'" : ''}${also(card.scripts)}`,
    ...(card.frames.length > 0 ? [`frame-src 'self'${also(card.frames)}`] : []),
    // React writes style attributes (e.g. the loading bar's width).
    "style-src 'self' 'unsafe-inline'",
    // Images come from the store backend too (absolute URLs), which may be plain http in a test setup.
    `img-src 'self' data: https:${backend}`,
    `connect-src 'self'${backend}${also(card.connections)}${config.dev ? ' ws: wss:' : ''}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Product images (originals under /uploads, resized under /_img), the placeholder and the avatars (/images). */
const picturePaths = /^\/(?:uploads|_img|images)\//;

export function securityHeaders(config: ServerConfig): onSendHookHandler {
  const csp = contentSecurityPolicy(config);
  return async (request, reply, payload) => {
    reply.header('cross-origin-resource-policy', picturePaths.test(request.url) ? 'cross-origin' : 'same-origin');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('permissions-policy', permissionsPolicy);
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', csp);
      reply.header('cross-origin-opener-policy', 'same-origin');
    }
    return payload;
  };
}
