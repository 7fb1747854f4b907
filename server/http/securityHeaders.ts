// Security headers on every answer. Pages run only the storefront's own module scripts (the
// inlined payload and JSON-LD are data, not script), so scripts are limited to this origin.
import type { onSendHookHandler } from 'fastify';
import type { ServerConfig } from '../config';

export function securityHeaders(config: ServerConfig): onSendHookHandler {
  const backend = config.graphqlEndpoint ? ` ${new URL(config.graphqlEndpoint).origin}` : '';
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // React writes style attributes (e.g. the loading bar's width).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:`,
    `connect-src 'self'${backend}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
  return async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    // Vite's development client injects inline scripts, so the policy applies to production only.
    if (!config.dev && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', csp);
    }
    return payload;
  };
}
