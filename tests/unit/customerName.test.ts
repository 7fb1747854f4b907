// The header and the account page call a customer by their first name once they have one (issue 38:
// the header kept the long username), else by the name they sign in with.
import { describe, expect, it } from 'vitest';
import { customerName } from '../../src/domain/session/customerName';

describe('customerName', () => {
  it('is the first name once the customer has one', () => {
    expect(customerName({ firstName: 'Grace', username: 'grace.hopper.1906', email: 'grace@example.com' })).toBe('Grace');
  });

  it('is the username without a first name, and the email without either', () => {
    expect(customerName({ firstName: ' ', username: 'grace.hopper.1906', email: 'grace@example.com' })).toBe('grace.hopper.1906');
    expect(customerName({ firstName: '', username: '', email: 'grace@example.com' })).toBe('grace@example.com');
  });
});
