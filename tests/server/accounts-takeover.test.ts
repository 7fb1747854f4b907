// A username in the form of another customer's email (issue 35). Registered, made at checkout or
// reached by changing an email, it took over the sign-in name of the customer with that email: their
// sign-in by email answered 'Incorrect password' (the username was found first) and a password reset
// asked for by their email went to the attacker's mailbox. Each way in is refused now, and a name in
// the form of an email finds the account with that email first, even beside an older account that
// was named so before.
import { beforeAll, expect, it } from 'vitest';
import { customers } from '../../server/db/schema/customers';
import { hashPassword } from '../../server/domain/checkout/password-hash';
import type { MailMessage, MailTransport } from '../../server/mail/mail-transport';
import { createShopMailer } from '../../server/mail/shop-mailer';
import { emptyAddress } from '../../server/domain/session/request-session';
import { bearer, login, makeCustomer, signIn, uniqueName, type TestCustomer } from './accounts-support';
import { berlin, codCheckout, makeProduct, Shopper } from './checkout-shoppers';
import { describeBackends, type Backend } from './harness';
import { holdBoundMs, whileProbing } from './loop-probe';
import { eventually } from './eventually';

const sent: MailMessage[] = [];
const memory: MailTransport = { destination: 'memory', send: async (message) => void sent.push(message) };

const registerMutation = `mutation register($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId username email } } }`;
const resetMutation = `mutation send($username: String!) { sendPasswordResetEmail(input: { username: $username }) { success } }`;
const changeEmailMutation = `mutation change($email: String!) { updateCustomer(input: { email: $email }) { customer { email } } }`;

const usernameIsEmail = 'Please choose a username that is not an email address, or use your own email address.';
const emailTaken = 'An account is already registered with your email address. Please log in.';

const register = (api: Backend, input: Record<string, unknown>) => api.query(registerMutation, { input });

/** Whom the reset mail asked for by `name` went to, once it has gone (it is sent after the answer). */
async function resetMailRecipient(api: Backend, name: string): Promise<string> {
  const since = sent.length;
  expect((await api.query(resetMutation, { username: name })).data.sendPasswordResetEmail.success).toBe(true);
  await eventually(() => (sent.length > since ? true : undefined), { everyMs: 10 });
  expect(sent.length).toBe(since + 1);
  return sent[since]!.to;
}

/** What the victim sees afterwards: signing in by their email is their own account, and so is a reset asked for by it. */
async function expectVictimKeepsTheirEmail(api: Backend, victim: TestCustomer): Promise<void> {
  const signedIn = await login(api, victim.email, victim.password);
  expect(signedIn.errors).toBeUndefined();
  expect(signedIn.data.login.user.databaseId).toBe(victim.id);
  expect(await resetMailRecipient(api, victim.email)).toBe(victim.email);
}

describeBackends(
  'a username that is another customer’s email',
  (use) => {
    // A server's first requests compile its code paths; the probes measure the attacks, not that.
    beforeAll(async () => {
      const api = use();
      const shopper = await makeCustomer(api);
      await expectVictimKeepsTheirEmail(api, shopper);
      await register(api, { email: `${uniqueName('warm')}@accounts.test`, password: 'a long secret phrase' });
    });

    it('is refused at registration; the victim signs in and resets by email as before', async () => {
      const api = use();
      const victim = await makeCustomer(api);
      const probe = await whileProbing(async () => {
        const attack = await register(api, { username: victim.email.toUpperCase(), email: `${uniqueName('attacker')}@evil.test`, password: 'a long secret phrase' });
        expect(attack.errors?.[0]?.message).toBe(usernameIsEmail);
        await expectVictimKeepsTheirEmail(api, victim);
      });
      expect(probe.longestHoldMs).toBeLessThan(holdBoundMs);
      // A username that is the shopper's own email is theirs to take.
      const own = `${uniqueName('own')}@accounts.test`;
      expect((await register(api, { username: own.toUpperCase(), email: own, password: 'a long secret phrase' })).errors).toBeUndefined();
    });

    it('is refused for an account made at checkout', async () => {
      const api = use();
      const victim = await makeCustomer(api);
      const product = await makeProduct(api);
      const attacker = new Shopper(api);
      const probe = await whileProbing(async () => {
        await attacker.add(product.id);
        const attack = await attacker.checkout(
          codCheckout({ billing: { ...berlin, email: `${uniqueName('attacker')}@evil.test` }, account: { username: victim.email, password: 'a long secret phrase' } }),
        );
        expect(attack.errors?.[0]).toMatchObject({ message: usernameIsEmail, extensions: { field: 'account.username' } });
        await expectVictimKeepsTheirEmail(api, victim);
      });
      expect(probe.longestHoldMs).toBeLessThan(holdBoundMs);
    });

    it('cannot be reached by taking as one’s email another customer’s username', async () => {
      const api = use();
      // The victim registered with their email as username, then moved to another email.
      const oldEmail = `${uniqueName('moved')}@accounts.test`;
      const registered = await register(api, { username: oldEmail, email: oldEmail, password: 'a long secret phrase' });
      expect(registered.errors).toBeUndefined();
      const victim: TestCustomer = { id: registered.data.registerCustomer.customer.databaseId, username: oldEmail, email: oldEmail, password: 'a long secret phrase' };
      const victimToken = (await signIn(api, victim)).authToken;
      victim.email = `${uniqueName('moved-to')}@accounts.test`;
      expect((await api.query(changeEmailMutation, { email: victim.email }, bearer(victimToken))).errors).toBeUndefined();

      const attacker = await makeCustomer(api);
      const attackerToken = (await signIn(api, attacker)).authToken;
      const probe = await whileProbing(async () => {
        const changed = await api.query(changeEmailMutation, { email: oldEmail.toUpperCase() }, bearer(attackerToken));
        expect(changed.errors?.[0]?.message).toBe(emailTaken);
        const registeredAs = await register(api, { email: oldEmail, password: 'a long secret phrase' });
        expect(registeredAs.errors?.[0]?.message).toBe(emailTaken);
        // The victim still signs in by their old email as username, and the reset by it is theirs.
        expect((await login(api, oldEmail, victim.password)).data.login.user.databaseId).toBe(victim.id);
        expect(await resetMailRecipient(api, oldEmail)).toBe(victim.email);
      });
      expect(probe.longestHoldMs).toBeLessThan(holdBoundMs);
    });

    it('made before these rules, no longer takes the victim’s sign-in or reset by email', async () => {
      const api = use();
      const victim = await makeCustomer(api);
      const attackerEmail = `${uniqueName('attacker')}@evil.test`;
      const address = { ...emptyAddress('DE'), email: attackerEmail };
      await api.db.insert(customers).values({
        username: victim.email.toUpperCase(),
        email: attackerEmail,
        passwordHash: await hashPassword('the attacker’s secret'),
        billing: address,
        shipping: address,
      });
      const probe = await whileProbing(() => expectVictimKeepsTheirEmail(api, victim));
      expect(probe.longestHoldMs).toBeLessThan(holdBoundMs);
      expect(sent.some((mail) => mail.to === attackerEmail)).toBe(false);
    });
  },
  { writes: true, route: { mailer: createShopMailer(memory, 'Woven & Co.') } },
);
