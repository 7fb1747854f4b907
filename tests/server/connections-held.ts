// Which process holds which TCP connection, read from /proc (no `ss` needed): the server side of
// each connection established on a port, and the sockets among a process's open files.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The socket inode of each connection established on `port` on this machine, by the client's port. */
export function serverSideConnections(port: number): Map<number, string> {
  const byClientPort = new Map<number, string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      const [, local, remote, state, , , , , , inode] = fields;
      // 01: ESTABLISHED.
      if (state !== '01' || Number.parseInt(local!.split(':')[1]!, 16) !== port) continue;
      byClientPort.set(Number.parseInt(remote!.split(':')[1]!, 16), inode!);
    }
  }
  return byClientPort;
}

/** The inodes of the sockets a process has open (none once it has gone). */
export function socketsOf(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // Closed while being read.
    }
  }
  return inodes;
}

/** How many of the connections established on `port` each process holds. */
export function connectionsHeldBy(pids: number[], port: number): number[] {
  const connections = [...serverSideConnections(port).values()];
  return pids.map((pid) => {
    const sockets = socketsOf(pid);
    return connections.filter((inode) => sockets.has(inode)).length;
  });
}
