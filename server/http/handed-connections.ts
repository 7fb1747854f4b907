// A worker's side of the shop's port: it does not listen; the supervisor hands it connections
// (start/connection-handout.ts), which its app's HTTP server serves as if it had accepted them. On
// SIGTERM it drains: it asks for no more, closes its idle kept-alive connections, answers each
// request in flight with `Connection: close`, and is done once the supervisor has confirmed that it
// sends no more and every connection has closed.
import type { Server, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { isSupervisorMessage, type ConnectionTaken, type WorkerDraining } from '../start/worker-messages';

/** How long a connection that has sent no request yet may keep a draining worker (its request may be on the way). */
const newConnectionGraceMs = 1_000;

interface Connection {
  /** It has sent a request: idle now, it is a kept-alive connection, not one whose request may be on its way. */
  spoke: boolean;
  /** Responses not yet closed. */
  answering: Set<ServerResponse>;
}

export interface HandedConnections {
  /** Asks for no more connections, ends each after its answers in flight, and resolves once all have closed. */
  drain(): Promise<void>;
}

export function serveHandedConnections(server: Server): HandedConnections {
  const open = new Map<Socket, Connection>();
  let draining = false;
  // Until the supervisor confirms, a connection it sent before it heard of the drain may be on its way.
  let noMoreComing = false;
  let drained = () => undefined as void;
  const allClosed = new Promise<void>((resolve) => (drained = resolve));
  const closeIfDrained = () => {
    if (draining && noMoreComing && open.size === 0) drained();
  };

  const endWhenIdle = (socket: Socket, connection: Connection) => {
    if (connection.answering.size > 0) {
      // Node closes the connection after an answer whose headers say so.
      for (const response of connection.answering) if (!response.headersSent) response.shouldKeepAlive = false;
    } else if (connection.spoke) {
      socket.destroy();
    } else {
      setTimeout(() => !connection.spoke && socket.destroy(), newConnectionGraceMs).unref();
    }
  };

  server.on('request', (request, response: ServerResponse) => {
    const socket = request.socket;
    const connection = open.get(socket);
    if (!connection) return;
    connection.spoke = true;
    connection.answering.add(response);
    if (draining) response.shouldKeepAlive = false;
    response.once('close', () => {
      connection.answering.delete(response);
      // An answer whose headers left before the drain began said keep-alive: end it here.
      if (draining && connection.answering.size === 0) socket.destroySoon();
    });
  });

  process.on('message', (message: unknown, handle: unknown) => {
    if (!isSupervisorMessage(message)) return;
    if (message.kind === 'no-more-connections') {
      noMoreComing = true;
      closeIfDrained();
      return;
    }
    if (!(handle instanceof Socket)) return;
    const connection: Connection = { spoke: false, answering: new Set() };
    open.set(handle, connection);
    handle.once('close', () => {
      open.delete(handle);
      closeIfDrained();
    });
    server.emit('connection', handle);
    // Said at once: the connection's bytes are read only on a later turn of the event loop, so a
    // connection the supervisor never heard about from a worker that died was not read from.
    const taken: ConnectionTaken = { kind: 'connection-taken', id: message.id };
    process.send?.(taken);
    if (draining) endWhenIdle(handle, connection);
  });

  // Node starts its connection tracking (the header and request timeouts, closing idle connections
  // on close) when a server starts listening; this one never listens itself.
  server.emit('listening');

  return {
    drain() {
      if (!draining) {
        draining = true;
        const told: WorkerDraining = { kind: 'worker-draining' };
        if (process.connected) process.send?.(told);
        // Without a supervisor nothing more can come.
        else noMoreComing = true;
        process.once('disconnect', () => {
          noMoreComing = true;
          closeIfDrained();
        });
        for (const [socket, connection] of open) endWhenIdle(socket, connection);
        closeIfDrained();
      }
      return allClosed;
    },
  };
}
