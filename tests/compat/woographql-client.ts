// A client that talks to the store backend the way WooGraphQL storefronts do: it sends the
// compatibility suite's documents by name, asks for plain JSON, takes its cart session's token only
// from `customer.sessionToken` in an answer (never from the response header), sends it back as
// `woocommerce-session: Session <token>`, and sends the auth token from `login` as a bearer token.
import { operationSet } from '../server/operation-text';

const documents = operationSet(new URL('./documents/', import.meta.url));

export interface ClientAnswer<Data = any> {
  status: number;
  data?: Data;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

/** The session token of every `customer { sessionToken }` in an answer (the last one wins). */
function customerSessionToken(value: unknown, key = ''): string | null {
  if (!value || typeof value !== 'object') return null;
  let found: string | null = null;
  if (key === 'customer' && typeof (value as { sessionToken?: unknown }).sessionToken === 'string') found = (value as { sessionToken: string }).sessionToken;
  for (const [name, child] of Object.entries(value)) found = customerSessionToken(child, name) ?? found;
  return found;
}

export class WooGraphQLClient {
  sessionToken: string | null = null;
  authToken: string | null = null;

  constructor(private readonly url: string) {}

  async send<Data = any>(operationName: string, variables: Record<string, unknown> = {}): Promise<ClientAnswer<Data>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.sessionToken) headers['woocommerce-session'] = `Session ${this.sessionToken}`;
    if (this.authToken) headers.authorization = `Bearer ${this.authToken}`;
    const response = await fetch(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: documents.text(operationName), variables, operationName }),
    });
    const answer = { status: response.status, ...((await response.json()) as Omit<ClientAnswer<Data>, 'status'>) };
    this.sessionToken = customerSessionToken(answer.data) ?? this.sessionToken;
    return answer;
  }

  /** Sends and expects an answer without errors. */
  async data<Data = any>(operationName: string, variables: Record<string, unknown> = {}): Promise<Data> {
    const answer = await this.send<Data>(operationName, variables);
    if (answer.errors?.length || answer.status !== 200) {
      throw new Error(`${operationName} answered ${answer.status}: ${answer.errors?.map((error) => error.message).join('; ')}`);
    }
    return answer.data!;
  }
}
