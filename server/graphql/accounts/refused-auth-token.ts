// The answer to a request whose auth token did not count, as WPGraphQL with Headless Login gives
// it: the request runs as a guest's and its data is answered, under HTTP 403 (a token it cannot
// read or that has run out) or 401 (a sign-in that has ended), with the reason as a debug message
// in `extensions.debug`. WooGraphQL storefronts drop or refresh their token on that status and
// message (WooNuxt refreshes, then signs out), so a signed-out client recovers on its next request.
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context';

/** WPGraphQL's debug message type for this one; a client may look for it rather than the words. */
export const refusedAuthTokenDebugType = 'INVALID_AUTH_TOKEN';

export const answerRefusedAuthToken: Plugin<Partial<GraphQLContext>> = {
  onExecute({ args }) {
    const refused = args.contextValue.refusedAuthToken;
    if (!refused) return;
    return {
      onExecuteDone({ result, setResult }) {
        if (isAsyncIterable(result)) return;
        const debug = [...((result.extensions?.debug as unknown[] | undefined) ?? []), { type: refusedAuthTokenDebugType, message: refused.reason }];
        // Yoga takes the status from `extensions.http` and leaves it out of the answer.
        setResult({ ...result, extensions: { ...result.extensions, debug, http: { status: refused.status } } });
      },
    };
  },
};
