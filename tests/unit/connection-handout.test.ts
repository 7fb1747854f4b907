// The supervisor's hand-out of connections (server/start/connection-handout.ts), with stand-in
// workers that record what they are sent, and real client connections to its port.
import type { Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import net, { type AddressInfo, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectionHandout, type ConnectionHandout } from '../../server/start/connection-handout';
import type { HandedConnection, SupervisorMessage } from '../../server/start/worker-messages';

interface Sent {
  message: HandedConnection;
  socket: Socket;
  /** Reports how the send went, as Node does once the message has left (or could not). */
  settle(error?: Error): void;
}

/** A worker that records each connection it is sent (its sends settle only when told to) and what else it is told. */
function standInWorker() {
  const sent: Sent[] = [];
  const told: SupervisorMessage[] = [];
  let connected = true;
  const worker = Object.assign(new EventEmitter(), {
    isConnected: () => connected,
    send(message: SupervisorMessage, socket?: Socket, _options?: unknown, callback?: (error: Error | null) => void) {
      if (message.kind === 'connection') sent.push({ message, socket: socket!, settle: (error) => callback!(error ?? null) });
      else told.push(message);
      return true;
    },
  });
  return { worker: worker as unknown as Worker, sent, told, disconnect: () => (connected = false) };
}

/** A stand-in worker, admitted: its turn comes after those admitted before it. */
function readyWorker() {
  const standIn = standInWorker();
  handout.admit(standIn.worker);
  return standIn;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await tick();
  expect(check()).toBe(true);
}

let handout: ConnectionHandout;
let port: number;
const clients: Socket[] = [];

/** A client connection that notes whether the shop's side closed it. */
function connect(): { socket: Socket; closed: () => boolean } {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let closed = false;
  socket.on('close', () => (closed = true));
  socket.resume();
  clients.push(socket);
  return { socket, closed: () => closed };
}

beforeEach(async () => {
  handout = connectionHandout();
  await new Promise<void>((resolve) => handout.server.listen(0, '127.0.0.1', resolve));
  port = (handout.server.address() as AddressInfo).port;
});

afterEach(() => {
  handout.close();
  for (const client of clients.splice(0)) client.destroy();
});

describe('handing connections to workers', () => {
  it('gives each ready worker the next connection in turn, with a number of its own', async () => {
    const a = readyWorker();
    const b = readyWorker();
    for (let i = 0; i < 6; i += 1) connect();
    await until(() => a.sent.length + b.sent.length === 6);
    expect([a.sent.length, b.sent.length]).toEqual([3, 3]);
    const ids = [...a.sent, ...b.sent].map((sent) => sent.message.id);
    expect(new Set(ids).size).toBe(6);
    expect(a.sent[0]!.message.kind).toBe('connection');
  });

  it('keeps connections while no worker is ready and hands them out once one is', async () => {
    connect();
    connect();
    await tick();
    const a = readyWorker();
    await until(() => a.sent.length === 2);
  });

  it("closes its copy of a connection once the worker has it, and the client's connection stays open", async () => {
    const a = readyWorker();
    const client = connect();
    await until(() => a.sent.length === 1);
    const [sent] = a.sent;
    sent!.settle();
    handout.taken(sent!.message.id);
    expect(sent!.socket.destroyed).toBe(true);
    // Here no worker holds another copy, so the connection ends: the client is told, not left waiting.
    await until(client.closed);
  });

  it('sends no more connections to a worker that drains, and tells it so', async () => {
    const a = readyWorker();
    const b = readyWorker();
    handout.withdraw(a.worker);
    expect(a.told).toEqual([{ kind: 'no-more-connections' }]);
    for (let i = 0; i < 3; i += 1) connect();
    await until(() => b.sent.length === 3);
    expect(a.sent).toHaveLength(0);
  });

  it('hands a connection whose send failed to another worker', async () => {
    const a = readyWorker();
    const b = readyWorker();
    connect();
    await until(() => a.sent.length === 1);
    a.disconnect();
    a.sent[0]!.settle(new Error('channel closed'));
    expect(b.sent.map((sent) => sent.socket)).toEqual([a.sent[0]!.socket]);
    // And the next connection too: the worker is out of turn.
    connect();
    await until(() => b.sent.length === 2);
    expect(a.sent).toHaveLength(1);
  });

  it("when a worker's channel closes, hands on every connection it did not say it took", async () => {
    const a = readyWorker();
    const b = standInWorker();
    const first = connect();
    const second = connect();
    const third = connect();
    await until(() => a.sent.length === 3);
    // The first it took; the second left for it but was never acknowledged; the third never left.
    a.sent[0]!.settle();
    handout.taken(a.sent[0]!.message.id);
    a.sent[1]!.settle();
    a.disconnect();
    handout.admit(b.worker);
    handout.gone(a.worker);
    expect(b.sent.map((sent) => sent.socket)).toEqual([a.sent[1]!.socket, a.sent[2]!.socket]);
    expect(b.sent.map((sent) => sent.socket.destroyed)).toEqual([false, false]);
    await tick();
    expect([first.closed(), second.closed(), third.closed()]).toEqual([true, false, false]);
    // A late report about any of them changes nothing.
    a.sent[2]!.settle(new Error('channel closed'));
    handout.taken(a.sent[1]!.message.id);
    expect(b.sent).toHaveLength(2);
    expect(b.sent[0]!.socket.destroyed).toBe(false);
  });

  it('closes the connections still waiting for a worker when it closes', async () => {
    const client = connect();
    await tick();
    handout.close();
    await until(client.closed);
  });
});
