// A refusal the shop words for shoppers (an InputError made of a StoreMessage: "This coupon has
// expired.", or a rate limit's) is answered in the request's language (context `locale`); every
// other error keeps its message. For /graphql as a plug-in, and for the in-process executor error by error.
import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { defaultLocale, type Locale } from '../../common/locales';
import { InputError } from '../domain/input-error';
import { RateLimitedError } from '../domain/rate-limits/rate-limited-error';
import type { GraphQLContext } from './context';

export function localizedError(error: GraphQLError, locale: Locale): GraphQLError {
  const cause = error.originalError;
  const worded = (cause instanceof InputError && cause.storeMessage) || cause instanceof RateLimitedError;
  if (locale === defaultLocale || !worded) return error;
  return new GraphQLError(cause.in(locale), { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, originalError: cause, extensions: error.extensions });
}

export const localizedErrors: Plugin<GraphQLContext> = {
  onExecute({ args }) {
    const { locale } = args.contextValue;
    if (locale === defaultLocale) return;
    return {
      onExecuteDone({ result, setResult }) {
        if (isAsyncIterable(result) || !result.errors?.length) return;
        setResult({ ...result, errors: result.errors.map((error) => localizedError(error, locale)) });
      },
    };
  },
};
