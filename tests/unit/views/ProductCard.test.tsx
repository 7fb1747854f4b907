// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultSettings, type StoreSettings } from '../../../common/settings';
import { ProductCard } from '../../../src/views/ui/ProductCard';
import { onSalePrices, product, loadEnglish } from './support';

const settings = vi.hoisted(() => ({ current: {} as Partial<StoreSettings> }));
vi.mock('../../../src/machines/react', async () => {
  const { createActor } = await import('xstate');
  const { wishlistMachine } = await import('../../../src/machines/wishlist');
  const { cartMachine } = await import('../../../src/machines/cart');
  const { uiMachine } = await import('../../../src/machines/ui');
  const ui = createActor(uiMachine).start();
  const wishlist = createActor(wishlistMachine, { input: { endpoint: '/graphql', onWishlistPage: false } }).start();
  const cart = createActor(cartMachine, { input: { endpoint: '/graphql', autoOpenCart: false, debug: false } }).start();
  return {
    useSettings: () => ({ ...defaultSettings, ...settings.current }),
    useWishlist: () => wishlist,
    useCart: () => cart,
    useUi: () => ui,
  };
});

function renderCard(saleBadge: StoreSettings['saleBadge'], overrides = {}) {
  settings.current = { saleBadge };
  return render(<ProductCard product={product(overrides)} />);
}

describe('ProductCard', () => {
  beforeAll(loadEnglish);
  afterEach(cleanup);

  it('is one link to the product page', () => {
    renderCard('percent');
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/product/linen-shirt');
    expect(screen.getByRole('heading', { name: 'Linen Shirt' })).toBeTruthy();
  });

  it("shows the sale as a percentage when saleBadge is 'percent'", () => {
    const { container } = renderCard('percent', { onSale: true, prices: onSalePrices });
    expect(container.querySelector('.sale-badge')?.textContent).toContain('-25%');
    expect(screen.getByText('On sale: 25% off')).toBeTruthy();
  });

  it("shows 'Sale' when saleBadge is 'onSale'", () => {
    const { container } = renderCard('onSale', { onSale: true, prices: onSalePrices });
    expect(container.querySelector('.sale-badge')?.textContent).toBe('Sale');
  });

  it("shows no badge when saleBadge is 'hidden'", () => {
    const { container } = renderCard('hidden', { onSale: true, prices: onSalePrices });
    expect(container.querySelector('.sale-badge')).toBeNull();
  });

  it('shows no badge for a product that is not on sale', () => {
    const { container } = renderCard('percent');
    expect(container.querySelector('.sale-badge')).toBeNull();
  });

  it('labels an out-of-stock product', () => {
    renderCard('percent', { stockStatus: 'OUT_OF_STOCK' });
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });

  it('says nothing about stock when the product is available', () => {
    renderCard('percent');
    expect(screen.queryByText('Out of stock')).toBeNull();
  });

  it('shows the rating with its review count when there are reviews', () => {
    renderCard('percent', { averageRating: 4.5, reviewCount: 12 });
    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
  });
});
