// Runs the storefront's operations in-process for the server-side renderer: the same schema,
// resolvers and error masking as /graphql, without HTTP. Documents are parsed and validated
// once and kept, since the renderer sends the same few operations over and over; so are the
// answers to public catalog queries, for as long as the catalog is unchanged (shared-answers.ts),
// each in the language it was asked in (the page's).
import { execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import { gaugeCache } from '../../common/cache-gauges';
import type { TaxLocation } from '../../common/taxLocation';
import { defaultLocale, type Locale } from '../../common/locales';
import type { Database } from '../db/connection';
import { catalogClockOf, type CatalogState } from '../domain/catalog/store/catalog-clock';
import type { PaymentGateway } from '../domain/payments/payment-gateway';
import type { SessionSettings } from '../domain/session/request-session';
import type { SiteSettings } from '../domain/settings/site-settings';
import { createContext } from './context';
import { maskError } from './errors';
import { localizedError } from './localized-errors';
import { schema } from './schema';
import { readsPublicCatalogOnly } from './shareable';
import { deepFreeze, SharedAnswers } from './shared-answers';

type LocalResult = { data?: any; errors?: readonly { message: string }[] };

export type LocalExecutor = (query: string, variables?: Record<string, unknown>, options?: { locale?: Locale; sessionToken?: string }) => Promise<LocalResult>;

export interface LocalExecutorOptions {
  /** Whether answers to public catalog queries are shared between requests; by default they are. */
  shareAnswers?: boolean;
  /** Where the pages it renders show prices taxed for (the shopper's tax-location cookie); by default the shop's country. */
  taxLocation?: TaxLocation;
  /** The gateways the shop offers, as /graphql has them (their texts and where offline payments go); by default the registered ones with the demo's settings. */
  gateways?: readonly PaymentGateway[];
  /** The store settings as /graphql answers them (tax display, prices entered with tax); by default the defaults. */
  site?: SiteSettings;
  /** The shop's base country among them; by default the default. */
  sessionSettings?: SessionSettings;
}

interface Prepared {
  document: DocumentNode;
  /** Every visitor gets the same answer, for as long as the catalog is unchanged. */
  shareable: boolean;
}

// The storefront has a dozen operations; the bound only stops a stream of distinct queries
// from growing the cache without end.
const cacheLimit = 200;

export function createLocalExecutor(db: Database, { shareAnswers = true, taxLocation, gateways, site, sessionSettings }: LocalExecutorOptions = {}): LocalExecutor {
  const documents = new Map<string, Prepared | readonly GraphQLError[]>();
  gaugeCache('rendering documents', documents, (kept) => ({ entries: kept.size }));
  const answers = new SharedAnswers<LocalResult>();
  const clock = catalogClockOf(db);

  const prepare = (query: string): Prepared | readonly GraphQLError[] => {
    let prepared = documents.get(query);
    if (!prepared) {
      try {
        const document = parse(query);
        const errors = validate(schema, document);
        prepared = errors.length ? errors : { document, shareable: readsPublicCatalogOnly(document) };
      } catch (error) {
        prepared = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
      }
      if (documents.size >= cacheLimit) documents.delete(documents.keys().next().value!);
      documents.set(query, prepared);
    }
    return prepared;
  };

  const run = async (document: DocumentNode, variables: Record<string, unknown> | undefined, locale: Locale, catalogState?: CatalogState, sessionToken?: string): Promise<LocalResult> => {
    const contextValue = createContext(db, { catalogState, locale, taxLocation, site, sessionSettings, sessionToken, checkout: gateways && { gateways } });
    const result = await execute({ schema, document, variableValues: variables, contextValue });
    return {
      data: result.data ?? undefined,
      errors: result.errors?.map((error) => {
        const masked = maskError(error);
        if (masked !== error) console.error(error);
        return { message: localizedError(masked as GraphQLError, locale).message };
      }),
    };
  };

  return async (query, variables, { locale = defaultLocale, sessionToken } = {}) => {
    // Typed documents arrive as String objects; the cache and the parser want the text.
    const text = String(query);
    const prepared = prepare(text);
    if (Array.isArray(prepared)) return { errors: prepared.map((error) => ({ message: error.message })) };
    const { document, shareable } = prepared as Prepared;
    // A shopper's session makes the answer theirs: it is never shared.
    if (!shareAnswers || !shareable || sessionToken !== undefined) return run(document, variables, locale, undefined, sessionToken);
    const catalogState = await clock.read();
    // Answers name store data in their language: one language's is never another's.
    return answers.get(`${locale}\n${text}\n${JSON.stringify(variables ?? {})}`, catalogState.generation, async () => {
      const result = await run(document, variables, locale, catalogState);
      const keep = !result.errors?.length;
      return { value: keep ? await deepFreeze(result) : result, keep };
    });
  };
}
