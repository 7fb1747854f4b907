// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Price } from '../../../src/views/ui/Price';
import { loadEnglish } from './support';

describe('Price', () => {
  beforeAll(loadEnglish);
  afterEach(cleanup);

  it('shows a range for a variable product whose variations differ in price', () => {
    const { container } = render(<Price prices={{ price: [20, 10, 15], regular: [20, 10, 15], sale: [] }} onSale={false} />);
    expect(container.textContent).toBe('€10.00 – €20.00');
  });

  it('shows a single price when every variation costs the same', () => {
    const { container } = render(<Price prices={{ price: [12, 12], regular: [12, 12], sale: [] }} onSale={false} />);
    expect(container.textContent).toBe('€12.00');
  });

  it('shows the sale price beside the struck-through regular price, each with a spoken label', () => {
    const { container } = render(<Price prices={{ price: [30], regular: [40], sale: [30] }} onSale />);
    expect(container.querySelector('ins')?.textContent).toBe('Current price: €30.00');
    expect(container.querySelector('del')?.textContent).toBe('Original price: €40.00');
  });

  it('renders nothing for a product without a price', () => {
    const { container } = render(<Price prices={{ price: [], regular: [], sale: [] }} onSale={false} />);
    expect(container.innerHTML).toBe('');
  });
});
