// Runs the SMTP stand-in as its own process (a web server of the browser tests):
//   node --import tsx tests/smtp-stand-in/cli.ts --smtp-port 15199 --http-port 16199
// The shop sends to smtp://127.0.0.1:<smtp-port>; tests read GET http://127.0.0.1:<http-port>/messages.
import { parseArgs } from 'node:util';
import { startSmtpStandIn } from './smtp-stand-in';

const { values } = parseArgs({
  options: {
    'smtp-port': { type: 'string', default: '15199' },
    'http-port': { type: 'string', default: '16199' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const standIn = await startSmtpStandIn({ smtpPort: Number(values['smtp-port']), httpPort: Number(values['http-port']), host: values.host });
console.log(`SMTP stand-in ready at ${standIn.smtpUrl} (mails at ${standIn.url}/messages)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().finally(() => process.exit(0)));
}
