// What the supervisor and its workers tell each other over the IPC channel `node:cluster` opens.
// The supervisor accepts every connection on the shop's port and hands each to a worker in turn
// (start/connection-handout.ts); the worker serves it and says it has it (http/handed-connections.ts).

/** A worker to the supervisor: its app is ready to serve connections. */
export interface WorkerReady {
  kind: 'worker-ready';
  demoCustomerSignsIn: boolean;
}

/** The supervisor to a worker, with the connection's socket as the message's handle. */
export interface HandedConnection {
  kind: 'connection';
  id: number;
}

/**
 * The supervisor to a draining worker: every connection it will ever hand it was sent before this
 * (the channel keeps messages in order, handles or not).
 */
export interface NoMoreConnections {
  kind: 'no-more-connections';
}

/** A worker to the supervisor: it holds the connection now, so the supervisor's copy can close. */
export interface ConnectionTaken {
  kind: 'connection-taken';
  id: number;
}

/** A worker to the supervisor: it drains (SIGTERM), so no new connection should go to it. */
export interface WorkerDraining {
  kind: 'worker-draining';
}

export type WorkerMessage = WorkerReady | ConnectionTaken | WorkerDraining;

const kindOf = (message: unknown): unknown =>
  typeof message === 'object' && message !== null ? (message as { kind?: unknown }).kind : undefined;

export const isWorkerMessage = (message: unknown): message is WorkerMessage =>
  ['worker-ready', 'connection-taken', 'worker-draining'].includes(kindOf(message) as string);

export type SupervisorMessage = HandedConnection | NoMoreConnections;

export const isSupervisorMessage = (message: unknown): message is SupervisorMessage =>
  ['connection', 'no-more-connections'].includes(kindOf(message) as string);
