// Runs the storefront's operations in-process for the server-side renderer: the same schema,
// resolvers and error masking as /graphql, without HTTP. Documents are parsed and validated
// once and kept, since the renderer sends the same few operations over and over.
import { execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import type { Database } from '../db/connection';
import { createContext } from './context';
import { maskError } from './errors';
import { schema } from './schema';

export type LocalExecutor = (
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: any; errors?: readonly { message: string }[] }>;

// The storefront has a dozen operations; the bound only stops a stream of distinct queries
// from growing the cache without end.
const cacheLimit = 200;

export function createLocalExecutor(db: Database): LocalExecutor {
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();

  const prepare = (query: string): DocumentNode | readonly GraphQLError[] => {
    let prepared = documents.get(query);
    if (!prepared) {
      try {
        const document = parse(query);
        const errors = validate(schema, document);
        prepared = errors.length ? errors : document;
      } catch (error) {
        prepared = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
      }
      if (documents.size >= cacheLimit) documents.delete(documents.keys().next().value!);
      documents.set(query, prepared);
    }
    return prepared;
  };

  return async (query, variables) => {
    // Typed documents arrive as String objects; the cache and the parser want the text.
    const prepared = prepare(String(query));
    if (Array.isArray(prepared)) return { errors: prepared.map((error) => ({ message: error.message })) };
    const result = await execute({
      schema,
      document: prepared as DocumentNode,
      variableValues: variables,
      contextValue: createContext(db),
    });
    return {
      data: result.data ?? undefined,
      errors: result.errors?.map((error) => {
        const masked = maskError(error);
        if (masked !== error) console.error(error);
        return { message: masked.message };
      }),
    };
  };
}
