// Starts the storefront server: `npm start` (production build) or `npm run dev` (Vite, hot reload).
export {};

const dev = process.argv.includes('--dev');
// React and graphql-js choose their (much faster) production builds from NODE_ENV when they are
// first loaded, so it is set before anything imports them.
process.env.NODE_ENV ??= dev ? 'development' : 'production';

const { readConfig } = await import('./config');
const { createApp } = await import('./http/app');
const { describeHostPolicy } = await import('./http/allowed-hosts');

const config = readConfig();

// In development, Vite's hot-reload socket shares the app's HTTP server (no second port).
const devServer = config.dev ? (await import('node:http')).createServer() : undefined;
const vite = devServer
  ? await (await import('vite')).createServer({ server: { middlewareMode: true, hmr: { server: devServer } }, appType: 'custom' })
  : undefined;

const app = await createApp({ config, dev: vite && devServer ? { vite, server: devServer } : undefined, logger: config.dev });
await app.listen({ port: config.port, host: config.host });
console.log(describeHostPolicy(config));
console.log(`Storefront ready at http://localhost:${config.port}${config.graphqlEndpoint ? ` (store backend: ${config.graphqlEndpoint})` : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([app.close(), vite?.close()]).finally(() => process.exit(0));
  });
}
