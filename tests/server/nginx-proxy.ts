// Debian's nginx as the shop's reverse proxy, for tests: its own prefix, configuration, pid file
// and temp folders in a fresh folder, on a free loopback port, as an unprivileged user (nobody,
// when the tests run as root), in front of the given server processes in turn. It writes
// X-Forwarded-For itself from the client's address (any the client sent is dropped) and names
// the server that answered in X-Upstream.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/** nginx's binary, where Debian puts it, or null when the nginx package is not installed. */
export function nginxBinary(): string | null {
  const found = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx'))].find((file) => existsSync(file));
  return found ?? null;
}

export interface NginxProxy {
  origin: string;
  stop(): Promise<void>;
}

/** Debian's nobody: nginx need not run as root, and here it does not. */
const unprivileged = { uid: 65534, gid: 65534 };

function config(dir: string, port: number, upstreams: string[]): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop {
${upstreams.map((upstream) => `    server ${new URL(upstream).host};`).join('\n')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx in front of `upstreams` (origins such as http://127.0.0.1:41234) and waits until it answers. */
export async function startNginx(binary: string, upstreams: string[]): Promise<NginxProxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-nginx-'));
  const port = await freePort();
  await writeFile(path.join(dir, 'nginx.conf'), config(dir, port, upstreams));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chown(dir, unprivileged.uid, unprivileged.gid);
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: 'ignore',
    ...(asRoot ? unprivileged : {}),
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()).once('error', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const log = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
      await stop();
      throw new Error(`nginx did not start: ${log}`);
    }
    if (await fetch(`${origin}/robots.txt`).then(() => true, () => false)) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
