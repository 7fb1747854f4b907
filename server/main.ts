// Starts the storefront server: `npm start` (production build) or `npm run dev` (Vite, hot reload).
import { readConfig } from './config';
import { createApp } from './http/app';

const config = readConfig();

const vite = config.dev
  ? await (await import('vite')).createServer({ server: { middlewareMode: true }, appType: 'custom' })
  : undefined;

const app = await createApp({ config, vite, logger: config.dev });
await app.listen({ port: config.port, host: config.host });
console.log(`Storefront ready at http://localhost:${config.port}${config.graphqlEndpoint ? ` (store backend: ${config.graphqlEndpoint})` : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([app.close(), vite?.close()]).finally(() => process.exit(0));
  });
}
