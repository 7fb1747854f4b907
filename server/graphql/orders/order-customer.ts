// An order's customer, when a registered one placed it: their account and addresses as the
// Customer type shows them.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { customers } from '../../db/schema/customers';
import type { CustomerSource } from '../cart/customer-source';

export async function loadOrderCustomer(db: Database, customerId: number): Promise<CustomerSource | null> {
  const [row] = await db
    .select({
      id: customers.id,
      username: customers.username,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      isPayingCustomer: customers.isPayingCustomer,
      billing: customers.billing,
      shipping: customers.shipping,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) return null;
  const { billing, shipping, ...account } = row;
  return { billing, shipping, account };
}
