// @vitest-environment jsdom
// The order screens: the thank-you after checkout and the summary later, the order's overview with
// its date in the page's language, the lines and sums as a table, downloads, note and addresses;
// and SPEC §8's message when there is no order to show.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMessages, setLocale } from '../../../src/i18n';
import de from '../../../src/i18n/locales/de_DE.json';
import type { Order } from '../../../src/domain/order/types';
import OrderPage, { prepare } from '../../../src/views/order/OrderPage';
import { berlinAddress } from '../../addresses';
import { loadEnglish } from './support';

const address = berlinAddress;
function order(overrides: Partial<Order> = {}): Order {
  return {
    number: '412',
    date: '2026-03-05T14:07:09+00:00',
    status: 'PROCESSING',
    needsPayment: false,
    paymentMethodTitle: 'Cash on delivery',
    paymentInstructions: null,
    customerNote: 'Please ring twice.',
    pricesIncludeTax: false,
    lines: [
      {
        key: '11',
        name: 'Classic Pullover Hoodie',
        slug: 'classic-pullover-hoodie',
        image: null,
        attributes: [
          { label: 'Color', value: 'Navy' },
          { label: 'Size', value: 'L' },
        ],
        quantity: 2,
        subtotal: '€98.00',
      },
      { key: '12', name: 'Retired Hoodie', slug: null, image: null, attributes: [], quantity: 1, subtotal: '€12.00' },
    ],
    subtotal: '€110.00',
    discountTotal: '€11.00',
    hasDiscount: true,
    coupons: [{ code: 'welcome10', discount: '€11.00' }],
    shippingMethod: 'Flat rate',
    shippingTotal: '€7.90',
    totalTax: '€12.34',
    total: '€119.24',
    billing: address,
    shipping: { ...address, firstName: 'Charles', lastName: 'Babbage', address1: '5 Rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR', email: '', phone: '' },
    downloads: [],
    ...overrides,
  };
}

describe('the order page', () => {
  beforeAll(loadEnglish);
  afterEach(cleanup);

  it('thanks the shopper after checkout and shows the order at a glance', () => {
    render(<OrderPage data={{ order: order(), received: true }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you. Your order has been received.' })).toBeTruthy();
    expect(screen.getByText('We will send a confirmation to ada@example.com.')).toBeTruthy();
    const overview = screen.getByRole('region', { name: 'Order overview' });
    const pairs = [...overview.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Order number', '412'],
      ['Date', 'March 5, 2026'],
      ['Status', 'Processing'],
      ['Total', '€119.24'],
      ['Payment method', 'Cash on delivery'],
    ]);
  });

  it('lists the lines and the sums in a table, linking only products still for sale', () => {
    render(<OrderPage data={{ order: order(), received: false }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order #412' })).toBeTruthy();
    const table = screen.getByRole('table');
    const hoodie = within(table).getByRole('rowheader', { name: /Classic Pullover Hoodie/ });
    expect(hoodie.textContent).toContain('Color: Navy · Size: L');
    expect(hoodie.textContent).toContain('Quantity: 2');
    expect(within(hoodie).getByRole('link', { name: 'Classic Pullover Hoodie' }).getAttribute('href')).toBe('/product/classic-pullover-hoodie');
    const retired = within(table).getByRole('rowheader', { name: /Retired Hoodie/ });
    expect(within(retired).queryByRole('link')).toBeNull();
    const rows = within(table)
      .getAllByRole('row')
      .slice(3)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Subtotal', '€110.00'],
      ['DiscountCoupon: welcome10', '−€11.00'],
      ['Shippingvia Flat rate', '€7.90'],
      ['Tax', '€12.34'],
      ['Total', '€119.24'],
    ]);
  });

  it('shows the note, both addresses, and that an unpaid order waits for payment', () => {
    render(<OrderPage data={{ order: order({ status: 'PENDING', needsPayment: true }), received: false }} />);
    expect(screen.getByRole('status').textContent).toBe('This order is waiting for payment.');
    expect(screen.getByRole('region', { name: 'Order note' }).textContent).toContain('Please ring twice.');
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(billing.textContent).toContain('Ada Lovelace');
    expect(billing.textContent).toContain('10117 Berlin');
    expect(billing.textContent).toContain('Germany');
    expect(billing.textContent).toContain('Email: ada@example.com');
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping.textContent).toContain('Charles Babbage');
    expect(shipping.textContent).toContain('75001 Paris');
  });

  it('lists a paid order’s downloads with their limits', () => {
    render(
      <OrderPage
        data={{
          order: order({ downloads: [{ id: 'd1', name: 'Poster pack', url: '/download/d1', accessExpires: '2026-04-04T14:07:10+00:00', downloadsRemaining: 5 }] }),
          received: false,
        }}
      />,
    );
    const downloads = screen.getByRole('region', { name: 'Downloads' });
    expect(within(downloads).getByRole('link', { name: 'Download Poster pack' }).getAttribute('href')).toBe('/download/d1');
    expect(downloads.textContent).toContain('Until April 4, 2026 · Downloads left: 5');
  });

  it('says which downloads are used up or expired, without a link', () => {
    const closed = { url: null, accessExpires: '2026-04-04T14:07:10+00:00' };
    render(
      <OrderPage
        data={{
          order: order({
            downloads: [
              { id: 'd1', name: 'Poster pack', ...closed, downloadsRemaining: 0 },
              { id: 'd2', name: 'Album preview', ...closed, downloadsRemaining: 3 },
            ],
          }),
          received: false,
        }}
      />,
    );
    const downloads = screen.getByRole('region', { name: 'Downloads' });
    expect(within(downloads).queryByRole('link')).toBeNull();
    const [usedUp, expired] = within(downloads).getAllByRole('listitem');
    expect(usedUp!.textContent).toContain('You have used all downloads of this file.');
    expect(expired!.textContent).toContain('Access to this download has expired.');
  });

  it('says the order was not found for this link, and where to look, when there is none to show', () => {
    render(<OrderPage data={{ order: null, received: true }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByText('We could not find an order for this link. Please check the link in your order confirmation email, or sign in to see your orders.')).toBeTruthy();
    expect(screen.queryByText(/try again later/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to see your orders' }).getAttribute('href')).toBe('/my-account?tab=orders');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks to try again later only when the store failed to answer', () => {
    render(<OrderPage data={{ order: null, received: true, storeFailed: true }} />);
    expect(screen.getByText('We could not find your order. Please try again later.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in to see your orders' })).toBeNull();
  });

  it('writes the date and the country in the page’s language', async () => {
    addMessages('de_DE', de);
    setLocale('de_DE');
    await prepare('de_DE');
    try {
      render(<OrderPage data={{ order: order(), received: true }} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Vielen Dank. Ihre Bestellung ist eingegangen.' })).toBeTruthy();
      expect(screen.getByText('5. März 2026')).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Rechnungsadresse' }).textContent).toContain('Deutschland');
    } finally {
      setLocale('en_US');
    }
  });
});
