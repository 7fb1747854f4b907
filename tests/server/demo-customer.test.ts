// The demo shop's customer (issue 42): the seeded shop has one, who signs in with the email and
// password the first start prints and the README names, with an address in the shop's country for
// checkout; the start names it only while that password still works.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { customers } from '../../server/db/schema/customers';
import { hashPassword } from '../../server/domain/checkout/password-hash';
import { demoCustomer, demoCustomerSignsIn } from '../../server/seed/demo-customer';
import { login } from './accounts-support';
import { describeBackends } from './harness';

describeBackends(
  'the demo customer',
  (use) => {
    it('signs in with the printed email and password, and has an address in Germany', async () => {
      const answer = await login(use(), demoCustomer.email, demoCustomer.password);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.login.user).toMatchObject({ username: demoCustomer.username, email: demoCustomer.email, firstName: 'Demo', lastName: 'Shopper' });
      const [row] = await use().db.select({ billing: customers.billing }).from(customers).where(eq(customers.email, demoCustomer.email));
      expect(row!.billing).toMatchObject({ country: 'DE', postcode: '20095', city: 'Hamburg', email: demoCustomer.email });
    });

    it('is named at start only while the demo password still signs in', async () => {
      const { db } = use();
      expect(await demoCustomerSignsIn(db)).toBe(true);
      await db.update(customers).set({ passwordHash: await hashPassword('a password of their own') }).where(eq(customers.email, demoCustomer.email));
      expect(await demoCustomerSignsIn(db)).toBe(false);
      await db.delete(customers).where(eq(customers.email, demoCustomer.email));
      expect(await demoCustomerSignsIn(db)).toBe(false);
    });
  },
  { writes: true },
);
