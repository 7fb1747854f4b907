// Security headers on every answer, and a content security policy on every page. Pages run only
// the storefront's own module scripts (the inlined payload and JSON-LD are data, not script), so
// scripts are limited to this origin; in development Vite's client adds inline scripts and its
// hot-reload socket, which the development policy allows and production's does not.
import type { onSendHookHandler } from 'fastify';
import type { ServerConfig } from '../config';

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
  return [
    "default-src 'self'",
    config.dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    // React writes style attributes (e.g. the loading bar's width).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:`,
    `connect-src 'self'${backend}${config.dev ? ' ws: wss:' : ''}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(config: ServerConfig): onSendHookHandler {
  const csp = contentSecurityPolicy(config);
  return async (_request, reply, payload) => {
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
