// The one GraphQL HTTP client (DESIGN.md §3, SPEC §7): JSON over one endpoint, POST by default
// (GET only when configured, never for mutations), bearer auth and WooCommerce session headers,
// errors turned into the messages of SPEC §8 (a refused auth token into INVALID_AUTH_TOKEN), and
// retries of safe requests.
import { sessionHeader } from '../../common/sessionHeader';
import { invalidAuthTokenCode, invalidAuthTokenMessage, refusesAuthToken } from './authRejection';
import type { Executor, GraphQLResponse } from './executor';

export const retryStatuses = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** A server that asks for a longer pause (Retry-After) is not kept waiting on: its message is shown. */
const maxRetryWaitMs = 3000;

export interface ClientOptions {
  endpoint: string;
  method?: 'POST' | 'GET';
  /** The auth token, sent as a bearer token. */
  authToken?: () => string | null | undefined;
  /** The WooCommerce session token, sent as 'Session <token>'; a new one is handed to onSession. */
  sessionToken?: () => string | null | undefined;
  onSession?: (token: string) => void;
  retries?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

/** SPEC §8: the first GraphQL error message, else 'GraphQL Error (Code: status)'. */
export function errorMessage(status: number, body: GraphQLResponse | null): string | null {
  const first = body?.errors?.[0]?.message;
  if (first) return first;
  if (status < 200 || status >= 300) return `GraphQL Error (Code: ${status})`;
  return null;
}

function isMutation(query: string): boolean {
  return /^\s*(#[^\n]*\n\s*)*mutation\b/.test(query);
}

/** The name of the document's operation (SPEC §7 sends it); fragments follow it, comments may precede it. */
export function operationNameOf(query: string): string | undefined {
  return /^\s*(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/m.exec(query)?.[1];
}

/** The pause a 429 or 503 asks for (Retry-After in seconds), if it names one. */
function retryAfterMs(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

export function createClient(options: ClientOptions): Executor {
  const doFetch = options.fetch ?? fetch;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 300;

  return async (query, variables, requestOptions) => {
    const mutation = isMutation(query);
    const operationName = operationNameOf(query);
    const method = options.method === 'GET' && !mutation ? 'GET' : 'POST';
    const headers: Record<string, string> = { accept: 'application/graphql-response+json, application/json' };
    const auth = options.authToken?.();
    if (auth) headers.authorization = `Bearer ${auth}`;
    const session = requestOptions?.sessionToken ?? options.sessionToken?.();
    if (session) headers[sessionHeader] = `Session ${session}`;

    let url = options.endpoint;
    let body: string | undefined;
    if (method === 'GET') {
      const params = new URLSearchParams({ query });
      if (variables) params.set('variables', JSON.stringify(variables));
      if (operationName) params.set('operationName', operationName);
      url += (url.includes('?') ? '&' : '?') + params.toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify({ query, variables, operationName });
    }

    // Queries are safe to repeat; a mutation is never retried, so nothing happens twice.
    for (let attempt = 0; ; attempt++) {
      const response = await doFetch(url, { method, headers, body });
      const wait = retryAfterMs(response) ?? retryDelayMs * 2 ** attempt;
      if (!mutation && retryStatuses.has(response.status) && attempt < retries && wait <= maxRetryWaitMs) {
        await new Promise((resolve) => setTimeout(resolve, wait));
        continue;
      }
      // A refused auth token: the store ran the request as a guest's, and that answer, session
      // token and all, is not the signed-in customer's to see.
      if (auth && refusesAuthToken(response.status)) {
        return { errors: [{ message: invalidAuthTokenMessage, extensions: { code: invalidAuthTokenCode } }] };
      }
      const newSession = response.headers.get(sessionHeader);
      if (newSession) options.onSession?.(newSession);
      const parsed = (await response.json().catch(() => null)) as GraphQLResponse | null;
      const message = errorMessage(response.status, parsed);
      // The first error's extensions stay with it: they may name the field a refusal concerns.
      if (message) return { data: parsed?.data, errors: [{ message, extensions: parsed?.errors?.[0]?.extensions }] };
      return parsed ?? { errors: [{ message: `GraphQL Error (Code: ${response.status})` }] };
    }
  };
}
