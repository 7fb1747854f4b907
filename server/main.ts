// Starts the storefront server: `npm start` (production build) or `npm run dev` (Vite, hot reload).
// It tells its start steps (database, migrations, seeding) as they go, then where it listens. With
// WORKERS it is first a supervisor (start/supervisor.ts) and then, in each worker, a server.
export {};

const dev = process.argv.includes('--dev');
// React and graphql-js choose their (much faster) production builds from NODE_ENV when they are
// first loaded, so it is set before anything imports them.
process.env.NODE_ENV ??= dev ? 'development' : 'production';

const { default: cluster } = await import('node:cluster');
const { readConfig } = await import('./config');
const { describeHostPolicy } = await import('./http/allowed-hosts');
const { consoleSteps } = await import('./start/console-steps');
const { readyMessage } = await import('./start/ready-message');
const { demoCustomer } = await import('./seed/demo-customer');

const config = readConfig();

const tellReady = (port: number, demoCustomerSignsIn: boolean) => {
  console.log(describeHostPolicy(config));
  const ready = readyMessage({
    host: config.host,
    port,
    graphqlEndpoint: config.graphqlEndpoint,
    demoCustomer: demoCustomerSignsIn ? demoCustomer : undefined,
    workers: config.workers,
  });
  for (const line of ready) console.log(line);
};

if (config.workers && cluster.isPrimary) {
  const { superviseWorkers } = await import('./start/supervisor');
  await superviseWorkers(config, consoleSteps(), (ready) => tellReady(ready.port, ready.demoCustomerSignsIn));
} else {
  await serve();
}

async function serve(): Promise<void> {
  const { createApp } = await import('./http/app');
  const { quietSteps } = await import('./start/start-steps');
  // In development, Vite's hot-reload socket shares the app's HTTP server (no second port).
  const devServer = config.dev ? (await import('node:http')).createServer() : undefined;
  const vite = devServer
    ? await (await import('vite')).createServer({ server: { middlewareMode: true, hmr: { server: devServer } }, appType: 'custom' })
    : undefined;

  const { app, demoCustomerSignsIn } = await createApp({
    config,
    dev: vite && devServer ? { vite, server: devServer } : undefined,
    logger: config.dev,
    // A worker finds the database its supervisor readied: nothing to tell.
    steps: cluster.isWorker ? quietSteps : consoleSteps(),
  });
  // A worker does not listen: its supervisor holds the port and hands it connections.
  let stop: () => Promise<unknown>;
  if (cluster.isWorker) {
    await app.ready();
    const { serveHandedConnections } = await import('./http/handed-connections');
    const connections = serveHandedConnections(app.server);
    const ready: import('./start/worker-messages').WorkerReady = { kind: 'worker-ready', demoCustomerSignsIn };
    process.send?.(ready);
    stop = async () => {
      await connections.drain();
      await app.close();
    };
  } else {
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as import('node:net').AddressInfo;
    tellReady(port, demoCustomerSignsIn);
    stop = () => app.close();
  }

  // Stopping takes no new connections (a worker's go to the others) and waits for the requests in
  // flight; a second signal while it does changes nothing.
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      void Promise.all([stop(), vite?.close()]).finally(() => process.exit(0));
    });
  }
}
