// The shop's origin as its pages, sitemap and robots.txt name it: PUBLIC_URL's, else the request's.
import type { FastifyRequest } from 'fastify';

export function requestOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
