// Issue 39: `npm run shop -- user:create` makes a shop manager (or an administrator, or a customer)
// who then signs in through the storefront's own `login`; the password is asked for twice at a
// terminal, taken from --password, or made and printed once. `user:role` gives an account another
// role. Wrong calls exit with 2 and the usage, refusals with 1 and the reason. And the real
// command, spawned on a fresh PGlite database, migrates it and makes the account.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { findCustomerByLogin } from '../../server/domain/accounts/store/customers';
import { runShopCommand } from '../../server/shop-cli/cli';
import { bearer, makeCustomer, signIn } from './accounts-support';
import { describeBackends, type Backend } from './harness';
import { ScriptedTerminal } from './scripted-terminal';

const email = () => `manager-${randomBytes(4).toString('hex')}@shop.example`;
const viewerRoleQuery = `{ viewer { roles { nodes { name } } } }`;

async function roleAfterSignIn(api: Backend, username: string, password: string): Promise<string> {
  const { authToken } = await signIn(api, { id: 0, username, email: username, password });
  return (await api.query(viewerRoleQuery, {}, bearer(authToken))).data.viewer.roles.nodes[0].name;
}

describeBackends(
  'shop CLI',
  (use) => {
    const run = (argv: string[], terminal: ScriptedTerminal) => runShopCommand(argv, terminal, async () => ({ db: use().db, close: async () => {} }));

    it('makes a shop manager with a password printed once, who signs in through login as a shop_manager', async () => {
      const api = use();
      const terminal = new ScriptedTerminal();
      const address = email();
      expect(await run(['user:create', '--role', 'shop_manager', '--email', address], terminal)).toBe(0);
      expect(terminal.printed[0]).toMatch(new RegExp(`^Made shop_manager ${address} \\(user \\d+\\)\\.$`));
      const password = /^Password \(shown only this once\): (\S{24})$/.exec(terminal.printed[1]!)?.[1];
      expect(password).toBeDefined();
      expect(await roleAfterSignIn(api, address, password!)).toBe('shop_manager');
    });

    it('asks for the password twice at a terminal, or takes it from --password; refuses a mismatch, a weak one, a taken email', async () => {
      const api = use();
      const typed = email();
      expect(await run(['user:create', '--role', 'administrator', '--email', typed], new ScriptedTerminal(['a long passphrase', 'a long passphrase']))).toBe(0);
      expect(await roleAfterSignIn(api, typed, 'a long passphrase')).toBe('administrator');

      const given = email();
      const quiet = new ScriptedTerminal();
      expect(await run(['user:create', '--email', given, '--password', 'scripted passphrase', '--first-name', 'Lin'], quiet)).toBe(0);
      expect(quiet.text).not.toContain('Password');
      expect(await roleAfterSignIn(api, given, 'scripted passphrase')).toBe('customer');

      const mismatch = new ScriptedTerminal(['a long passphrase', 'another passphrase']);
      expect(await run(['user:create', '--email', email()], mismatch)).toBe(1);
      expect(mismatch.text).toBe('The passwords do not match.');
      const weak = new ScriptedTerminal();
      expect(await run(['user:create', '--email', email(), '--password', 'short'], weak)).toBe(1);
      expect(weak.text).toBe('Please choose a stronger password: at least 8 characters, and not your username or email.');
      const taken = new ScriptedTerminal();
      expect(await run(['user:create', '--email', typed, '--generate-password'], taken)).toBe(1);
      expect(taken.text).toBe('An account is already registered with your email address. Please log in.');
    });

    it('changes an account’s role; refuses an unknown account, an unknown role and a wrong call', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const terminal = new ScriptedTerminal();
      expect(await run(['user:role', customer.email, 'shop_manager'], terminal)).toBe(0);
      expect(terminal.text).toBe(`${customer.email} (user ${customer.id}) is now shop_manager; was customer.`);
      expect((await findCustomerByLogin(api.db, customer.username))?.role).toBe('shop_manager');
      expect(await roleAfterSignIn(api, customer.username, customer.password)).toBe('shop_manager');

      const refusals: [string[], number, string][] = [
        [['user:role', 'nobody-here', 'shop_manager'], 1, 'No account is named "nobody-here".'],
        [['user:role', customer.email, 'owner'], 2, '"owner" is not a role: use shop_manager, administrator or customer.'],
        [['user:role', customer.email], 2, 'Name the account and the role.'],
        [['user:create', '--role', 'boss', '--email', email()], 2, '"boss" is not a role: use shop_manager, administrator or customer.'],
        [['user:create', '--role', 'shop_manager'], 2, '--email is required.'],
        [['user:create', '--email', email(), '--colour', 'red'], 2, "Unknown option '--colour'"],
        [['user:create', '--email', email(), '--password', 'a long passphrase', '--generate-password'], 2, 'Give --password or --generate-password, not both.'],
        [['import:everything'], 2, 'Unknown command "import:everything".'],
      ];
      for (const [argv, code, message] of refusals) {
        const refused = new ScriptedTerminal();
        expect(await run(argv, refused), argv.join(' ')).toBe(code);
        expect(refused.text).toContain(message);
      }
      expect((await findCustomerByLogin(api.db, customer.email))?.role).toBe('shop_manager');
    });
  },
  { writes: true },
);

it('runs as `npm run shop` does on a fresh PGlite database: migrates it and makes the account', { timeout: 120_000 }, async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-cli-'));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/shop-cli/cli.ts', 'user:create', '--role', 'shop_manager', '--email', 'owner@shop.example', '--password', 'correct horse battery'],
      { env: { ...process.env, DATA_DIR: join(dataDir, 'pglite'), DATABASE_URL: '' }, timeout: 110_000 },
    );
    expect(stdout).toMatch(/^Made shop_manager owner@shop\.example \(user \d+\)\.\n$/);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
