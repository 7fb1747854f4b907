// One fuzz request as it goes on the wire, and how a failure report shows it.
export interface FuzzRequest {
  /** What kind of request it is, for the run's summary. */
  kind: string;
  method: string;
  /** The path with its query string. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** A mutation sent by GET: the server must refuse to run it. */
  mustNotRun?: boolean;
}

export const graphqlPath = '/graphql';

export function jsonPost(kind: string, payload: unknown, headers: Record<string, string> = {}): FuzzRequest {
  return { kind, method: 'POST', path: graphqlPath, headers: { 'content-type': 'application/json', ...headers }, body: Buffer.from(JSON.stringify(payload)) };
}

/** A GET with the GraphQL parameters in the query string, as the storefront's client sends cacheable queries. */
export function getWithParameters(kind: string, parameters: Record<string, string>, headers: Record<string, string> = {}): FuzzRequest {
  return { kind, method: 'GET', path: `${graphqlPath}?${new URLSearchParams(parameters)}`, headers };
}

function shorten(text: string, max = 1_500): string {
  return text.length <= max ? text : `${text.slice(0, max / 2)} …[${text.length - max} characters left out]… ${text.slice(-max / 2)}`;
}

/** The request, shortened where it is huge, to replay or to read in a failure report. */
export function describeRequest(request: FuzzRequest): string {
  const lines = [`${request.method} ${shorten(request.path)}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${shorten(value, 200)}`);
  if (request.body) lines.push('', `(${request.body.length} bytes) ${shorten(request.body.toString('utf8'))}`);
  return lines.join('\n');
}
