// Runs the Stripe stand-in as its own process (the browser tests' second web server):
//   node --import tsx tests/stripe-stand-in/cli.ts --port 12111 --origin http://127.0.0.1:3199
// --origin may be given several times: the shop's origins, whose pages confirm payments through it.
import { parseArgs } from 'node:util';
import { standInKeys } from './stand-in-keys';
import { startStripeStandIn } from './stripe-stand-in';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    host: { type: 'string', default: '127.0.0.1' },
    origin: { type: 'string', multiple: true, default: [] },
  },
});

const standIn = await startStripeStandIn({ port: Number(values.port), host: values.host, allowedOrigins: values.origin });
console.log(`Stripe stand-in ready at ${standIn.url} (keys ${standInKeys.secretKey} / ${standInKeys.publishableKey}; Stripe.js at ${standIn.url}/v3/)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().finally(() => process.exit(0)));
}
