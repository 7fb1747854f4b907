// Mounts the GraphQL endpoint on the HTTP server: POST for queries and mutations, GET for
// queries only. Fastify has already parsed a JSON body; Yoga reads it from the request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
import { createGraphQLServer, graphqlPath } from '../graphql/yoga';

export function registerGraphQLRoute(app: FastifyInstance, db: Database): void {
  const yoga = createGraphQLServer(db);
  app.route({
    url: graphqlPath,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply);
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
}
