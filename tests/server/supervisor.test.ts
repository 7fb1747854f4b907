// WORKERS: the supervisor's server processes on one port and one PostgreSQL. A burst of
// connections is shared evenly; a worker killed with SIGKILL is replaced while the port keeps
// answering; SIGTERM to one worker, or to the supervisor, lets a request in flight finish; the
// embedded PGlite database refuses a second worker.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { restartDelayMs } from '../../server/start/supervisor';
import { connectionsHeldBy, serverSideConnections, socketsOf } from './connections-held';
import { eventually } from './eventually';
import { copyOfWritableTemplate, type DatabaseCopy } from './postgres-copy';
import { assertProductionBuild, startServerProcess, type ServerProcess } from './server-process';
import { serverBundleEntry } from '../../scripts/server-bundle';

const templateUrl = inject('postgresWritableUrl');

/** The server processes the supervisor runs (not the helpers its loader starts). */
async function workersOf(supervisor: ServerProcess): Promise<number[]> {
  const { stdout } = await promisify(execFile)('ps', ['-o', 'pid=,args=', '--ppid', String(supervisor.pid)]).catch(() => ({ stdout: '' }));
  return stdout
    .split('\n')
    .filter((line) => line.includes(serverBundleEntry))
    .map((line) => Number.parseInt(line, 10));
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, withinMs: number): Promise<T> {
  const found = await eventually(probe, { withinMs, everyMs: 100 });
  if (found === undefined) throw new Error(`not within ${withinMs} ms: ${what}`);
  return found;
}

const typename = JSON.stringify({ query: '{ __typename }' });

/**
 * The status of a GraphQL request, by default on a connection of its own: one kept alive from
 * before may be held by the worker that is killed, and is cut with it.
 */
function requestStatus(origin: string, agent: http.Agent | false = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/graphql`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    request.on('error', reject);
    // A connection left with no answer is what this test guards against: said at once, not at the test's timeout.
    request.setTimeout(10_000, () => request.destroy(new Error('a connection had no answer within 10 s')));
    request.end(typename);
  });
}

/** A GraphQL request whose body arrives in two parts: in flight from the first part until `finish`. */
function slowRequest(origin: string): { finish(): void; answer: Promise<{ status: number; body: string }>; clientPort: Promise<number> } {
  const { hostname, port } = new URL(origin);
  const request = http.request({
    hostname,
    port,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(typename)), connection: 'close' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
  const clientPort = new Promise<number>((resolve) => request.on('socket', (socket) => socket.on('connect', () => resolve(socket.localPort!))));
  request.write(typename.slice(0, 5));
  return { finish: () => request.end(typename.slice(5)), answer, clientPort };
}

describe('the restart back-off', () => {
  it('waits half a second after one death, twice as long after each further one in a minute, and never more than 30 s', () => {
    expect([1, 2, 3, 4, 10].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000, 30_000]);
  });
});

describe('WORKERS with the embedded PGlite database', () => {
  it('refuses a second worker at start and names DATABASE_URL', async () => {
    const server = await startServerProcess({ WORKERS: '2', DATABASE_URL: '', DATA_DIR: '/nonexistent/pglite' });
    await expect(server.ready).rejects.toThrow(/WORKERS=2 needs PostgreSQL[\s\S]*DATABASE_URL/);
    expect((await server.exited).code).not.toBe(0);
  });
});

describe.skipIf(!templateUrl)('WORKERS=2 on PostgreSQL', () => {
  let database: DatabaseCopy | undefined;
  let server: ServerProcess;

  // One supervisor for the three steps, in order: started, a worker killed, then stopped.
  beforeAll(async () => {
    assertProductionBuild();
    database = await copyOfWritableTemplate(templateUrl);
    // Three processes start at once: on a busy machine that takes a while.
    // The probes come from one address, whose share of the servers' time is not the point here.
    const env = { WORKERS: '2', DATABASE_URL: database.url, RATE_LIMITS: JSON.stringify({ serverTime: { address: null } }) };
    server = await startServerProcess(env, { readyWithinMs: 110_000 });
    await server.ready;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('starts two workers that answer on one port, told once', async () => {
    expect(await workersOf(server)).toHaveLength(2);
    expect(server.output().match(/Storefront ready at/g)).toHaveLength(1);
    expect(server.output()).toContain('2 server processes share the port (WORKERS)');
    // The supervisor migrated; the workers found nothing left to do and said nothing.
    expect(server.output().match(/Migrations/g)).toHaveLength(2);
    for (let i = 0; i < 4; i += 1) expect((await fetch(`${server.origin}/product/enamel-camp-mug`)).status).toBe(200);
  });

  it('spreads a burst of kept-alive connections evenly over the workers', async () => {
    const { port } = new URL(server.origin);
    const agent = new http.Agent({ keepAlive: true });
    try {
      // Sixteen requests at once: sixteen connections, opened while both workers are idle. When
      // each worker accepted for itself, such bursts landed 12 / 4, 15 / 1, 0 / 16.
      const statuses = await Promise.all(Array.from({ length: 16 }, () => requestStatus(server.origin, agent)));
      expect(statuses).toEqual(Array(16).fill(200));
      const held = connectionsHeldBy(await workersOf(server), Number(port));
      // Each worker holds half of them (a connection left open by an earlier test may add one).
      for (const count of held) expect(count).toBeGreaterThanOrEqual(8);
      // The supervisor holds none: it closed its copy of each once its worker had it.
      const supervisorSockets = socketsOf(server.pid);
      expect([...serverSideConnections(Number(port)).values()].filter((inode) => supervisorSockets.has(inode))).toEqual([]);
    } finally {
      agent.destroy();
    }
  });

  it('replaces a worker killed with SIGKILL within seconds, and the port answers throughout', async () => {
    const [victim, survivor] = await workersOf(server);
    process.kill(victim!, 'SIGKILL');
    const statuses: number[] = [];
    const replaced = await until(
      'a new worker',
      async () => {
        statuses.push(await requestStatus(server.origin));
        const workers = await workersOf(server);
        return workers.length === 2 && !workers.includes(victim!) ? workers : undefined;
      },
      10_000,
    );
    expect(replaced).toContain(survivor);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(server.output()).toMatch(new RegExp(`Server process ${victim} was ended by SIGKILL; a new one starts in 0\\.5 s`));
    // New connections are answered with the new worker listening beside the survivor.
    for (let i = 0; i < 4; i += 1) expect(await requestStatus(server.origin)).toBe(200);
  }, 60_000);

  it('drains one worker sent SIGTERM: its request in flight is answered, new connections go to the other, and it is replaced', async () => {
    const { port } = new URL(server.origin);
    const slow = slowRequest(server.origin);
    const clientPort = await slow.clientPort;
    const workers = await workersOf(server);
    const slowConnection = await until('the connection to be accepted', async () => serverSideConnections(Number(port)).get(clientPort), 5_000);
    const victim = await until('a worker to hold it', async () => workers.find((pid) => socketsOf(pid).has(slowConnection)), 5_000);
    process.kill(victim, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // It still runs, finishing the request it has; every new connection is answered by the other.
    expect(() => process.kill(victim, 0)).not.toThrow();
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect(await Promise.all(Array.from({ length: 4 }, () => requestStatus(server.origin, agent)))).toEqual(Array(4).fill(200));
      expect(connectionsHeldBy([victim], Number(port))).toEqual([1]);
    } finally {
      agent.destroy();
    }
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'RootQuery' } });
    await until('the worker to exit and be replaced', async () => {
      const now = await workersOf(server);
      return now.length === 2 && !now.includes(victim) ? now : undefined;
    }, 15_000);
    // A clean exit is no crash: the wait is not lengthened by the worker killed a moment ago.
    expect(server.output()).toMatch(new RegExp(`Server process ${victim} exited with code 0; a new one starts in 0\\.5 s`));
  }, 60_000);

  it('drains on SIGTERM: a request in flight is answered, then every process exits and the port is closed', async () => {
    const workers = await workersOf(server);
    const slow = slowRequest(server.origin);
    // The connection has reached a worker, and the request has begun, before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(server.pid, 'SIGTERM');
    await until('the drain to begin', async () => (server.output().includes('finish the requests in flight') ? true : undefined), 5_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'RootQuery' } });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    await expect(fetch(server.origin)).rejects.toThrow();
  }, 60_000);
});
