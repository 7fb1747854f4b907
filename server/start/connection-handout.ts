// The supervisor's side of the shop's port: it accepts every connection and hands each to the next
// ready worker in turn, so kept-alive connections spread evenly whatever moment they were opened in.
// (When each worker accepted for itself, a burst opened while both were idle could all land on one
// and stay there: 15 of 16 on one worker, measured.) A connection is the supervisor's until the
// worker says it has it. When a worker's channel closes (it died, or exits), every connection it
// did not acknowledge goes to another worker: a worker acknowledges a connection in the same turn
// of its event loop it receives it in, before it can read a byte of it, so one unacknowledged
// once its channel has been read to the end was never read from.
import type { Worker } from 'node:cluster';
import net, { type Server, type Socket } from 'node:net';
import type { HandedConnection, NoMoreConnections } from './worker-messages';

/** Connections kept while no worker is ready (the only one is being replaced); beyond, new ones are closed. */
const mostWaiting = 1024;

interface Handout {
  socket: Socket;
  worker: Worker;
}

export interface ConnectionHandout {
  /** The listening socket, not yet listening. */
  server: Server;
  /** The worker is ready for connections: it takes its turn from now on. */
  admit(worker: Worker): void;
  /** The worker takes no new connections (it drains), and is told so; those it was handed stay its own. */
  withdraw(worker: Worker): void;
  /** The worker holds the connection: the supervisor closes its copy. */
  taken(id: number): void;
  /** The worker's channel has closed: what it did not acknowledge goes to another. */
  gone(worker: Worker): void;
  /** Stops taking connections; those waiting for a worker are closed. */
  close(): void;
}

export function connectionHandout(): ConnectionHandout {
  const ready: Worker[] = [];
  const waiting = new Set<Socket>();
  const handedOut = new Map<number, Handout>();
  let turn = 0;
  let lastId = 0;

  const outOfTurn = (worker: Worker) => {
    const at = ready.indexOf(worker);
    if (at >= 0) ready.splice(at, 1);
  };

  const handOut = (socket: Socket) => {
    const connected = ready.filter((worker) => worker.isConnected());
    if (connected.length === 0) {
      if (waiting.size >= mostWaiting) socket.destroy();
      else waiting.add(socket);
      return;
    }
    const worker = connected[turn++ % connected.length]!;
    const id = ++lastId;
    const handout: Handout = { socket, worker };
    handedOut.set(id, handout);
    const message: HandedConnection = { kind: 'connection', id };
    // keepOpen: the supervisor's copy stays open until the worker has its own, so a connection
    // lost on the way can be handed again rather than left unanswered.
    worker.send(message, socket, { keepOpen: true }, (error) => {
      if (!error || handedOut.get(id) !== handout) return;
      // The channel to the worker is closed: the connection never left, another worker takes it.
      handedOut.delete(id);
      outOfTurn(worker);
      handOut(socket);
    });
  };

  // noDelay as Node's HTTP servers have it: the socket is accepted here, so its options are set here.
  const server = net.createServer({ pauseOnConnect: true, noDelay: true }, (socket) => {
    // A client that resets while its connection waits here is no reason to stop the shop.
    socket.on('error', () => undefined);
    handOut(socket);
  });

  return {
    server,
    admit(worker) {
      if (!ready.includes(worker)) ready.push(worker);
      const held = [...waiting];
      waiting.clear();
      held.forEach(handOut);
    },
    withdraw(worker) {
      outOfTurn(worker);
      const confirmation: NoMoreConnections = { kind: 'no-more-connections' };
      if (worker.isConnected()) worker.send(confirmation);
    },
    taken(id) {
      const handout = handedOut.get(id);
      if (!handout) return;
      handedOut.delete(id);
      handout.socket.destroy();
    },
    gone(worker) {
      outOfTurn(worker);
      for (const [id, handout] of handedOut) {
        if (handout.worker !== worker) continue;
        handedOut.delete(id);
        handOut(handout.socket);
      }
    },
    close() {
      server.close();
      for (const socket of waiting) socket.destroy();
      waiting.clear();
    },
  };
}
