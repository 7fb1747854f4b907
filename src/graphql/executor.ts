// How page loaders reach the store backend: in-process against the embedded backend, or over
// HTTP against a real WooCommerce site. Both answer a GraphQL response.
import type { Locale } from '../../common/locales';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

export interface GraphQLResponse {
  data?: unknown;
  /** `extensions` of a store error may name its code and the input field it concerns (`field`). */
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** What a request is asked for besides its document: the page's language, which the store's own texts (shipping methods, attribute labels, refusals) are answered in. */
export interface RequestOptions {
  locale?: Locale;
  /** The shopper's cart session (its `woocommerce-session` token), for a personal page the server renders with their cart. */
  sessionToken?: string;
}

export type Executor = (query: string, variables?: Record<string, unknown>, options?: RequestOptions) => Promise<GraphQLResponse>;

const inLanguages = new WeakMap<Executor, Map<Locale, Executor>>();

/**
 * The executor asking in this language: the same function for the same executor and language, so
 * a cache keyed by executor (screens/loaders/cachedCatalogList.ts) keeps one answer per language.
 */
export function executorIn(executor: Executor, locale: Locale): Executor {
  let byLocale = inLanguages.get(executor);
  if (!byLocale) inLanguages.set(executor, (byLocale = new Map()));
  let bound = byLocale.get(locale);
  if (!bound) byLocale.set(locale, (bound = (query, variables) => executor(query, variables, { locale })));
  return bound;
}

/** SPEC §8: a failed request carries the first GraphQL error message. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The first error's extensions, as the store sent them. */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

/** A generated document (the shoppers' or the manager area's codegen output), sent as its text. */
type TypedDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

export async function execute<TResult, TVariables>(
  executor: Executor,
  document: TypedDocument<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  const response = await executor(document.toString(), (variables ?? undefined) as Record<string, unknown> | undefined);
  const first = response.errors?.[0];
  if (first) throw new GraphQLRequestError(first.message, undefined, first.extensions);
  return response.data as TResult;
}

/** Whether the store refused the request's input, in words meant for the shopper, rather than failed. */
export function isInputRefusal(error: unknown): error is GraphQLRequestError {
  return error instanceof GraphQLRequestError && error.extensions.code === 'BAD_USER_INPUT';
}
