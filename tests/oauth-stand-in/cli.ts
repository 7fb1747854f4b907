// Runs the OpenID Connect stand-in as its own process (a web server of the browser tests):
//   node --import tsx tests/oauth-stand-in/cli.ts --port 14199
// It answers every sign-in as the stand-in shopper (oauth-stand-in.ts), with a verified email.
import { parseArgs } from 'node:util';
import { startOAuthStandIn } from './oauth-stand-in';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '14199' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const standIn = await startOAuthStandIn({ port: Number(values.port), host: values.host });
console.log(`OpenID Connect stand-in ready at ${standIn.url} (signs in ${standIn.person.email})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().finally(() => process.exit(0)));
}
