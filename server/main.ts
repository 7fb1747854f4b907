// Starts the storefront server: `npm start` (production build) or `npm run dev` (Vite, hot reload).
// It tells its start steps (database, migrations, seeding) as they go, then where it listens.
export {};

const dev = process.argv.includes('--dev');
// React and graphql-js choose their (much faster) production builds from NODE_ENV when they are
// first loaded, so it is set before anything imports them.
process.env.NODE_ENV ??= dev ? 'development' : 'production';

const { readConfig } = await import('./config');
const { createApp } = await import('./http/app');
const { describeHostPolicy } = await import('./http/allowed-hosts');
const { consoleSteps } = await import('./start/console-steps');
const { readyMessage } = await import('./start/ready-message');
const { demoCustomer } = await import('./seed/demo-customer');

const config = readConfig();

// In development, Vite's hot-reload socket shares the app's HTTP server (no second port).
const devServer = config.dev ? (await import('node:http')).createServer() : undefined;
const vite = devServer
  ? await (await import('vite')).createServer({ server: { middlewareMode: true, hmr: { server: devServer } }, appType: 'custom' })
  : undefined;

const { app, demoCustomerSignsIn } = await createApp({
  config,
  dev: vite && devServer ? { vite, server: devServer } : undefined,
  logger: config.dev,
  steps: consoleSteps(),
});
await app.listen({ port: config.port, host: config.host });
console.log(describeHostPolicy(config));
const { port } = app.server.address() as import('node:net').AddressInfo;
const ready = readyMessage({
  host: config.host,
  port,
  graphqlEndpoint: config.graphqlEndpoint,
  demoCustomer: demoCustomerSignsIn ? demoCustomer : undefined,
});
for (const line of ready) console.log(line);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([app.close(), vite?.close()]).finally(() => process.exit(0));
  });
}
