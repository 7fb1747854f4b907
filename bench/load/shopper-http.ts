// The simulated shoppers' HTTP: node:http on kept-alive connections, taking a page's bytes as the
// shop sends them (brotli) without decoding them. fetch decoded every page, and cost the bench
// 4–7 times the CPU per page view (4.1–5.0 against 0.5–0.7 ms, bench/.local measurements on a busy
// machine): the shoppers run on the shop's cores, and what they spend the shop cannot.
import http from 'node:http';

/** The server's side closed or reset the connection, or never took it: what a fault may cause. */
export class ConnectionLost extends Error {}

export interface ShopAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, when it was asked to be kept; else empty (its bytes were read and dropped). */
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

export function shopRequest(url: string, options: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string; keepBody: boolean }): Promise<ShopAnswer> {
  return new Promise((resolve, reject) => {
    const lost = (error: Error) => reject(new ConnectionLost(error.message));
    const request = http.request(url, { method: options.method ?? 'GET', agent, headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (options.keepBody) chunks.push(chunk);
      });
      response.on('end', () => {
        // A connection closed in the middle of a body ends it short.
        if (!response.complete) return lost(new Error('the connection closed before the answer ended'));
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
      response.on('error', lost);
    });
    request.on('error', lost);
    request.end(options.body);
  });
}
