// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Pagination, visiblePages } from '../../../src/views/ui/Pagination';
import { loadEnglish } from './support';

describe('Pagination', () => {
  beforeAll(loadEnglish);
  afterEach(cleanup);

  const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

  it('links page 1 to the list itself and later pages to /page/N', () => {
    render(<Pagination page={2} pageCount={3} basePath="/products" />);
    expect(hrefOf('Page 1')).toBe('/products');
    expect(hrefOf('Page 3')).toBe('/products/page/3');
    expect(hrefOf('Previous')).toBe('/products');
    expect(hrefOf('Next')).toBe('/products/page/3');
  });

  it('marks the current page', () => {
    render(<Pagination page={2} pageCount={3} basePath="/product-category/shirts" />);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    expect(hrefOf('Page 2')).toBe('/product-category/shirts/page/2');
  });

  it('offers no previous link on the first page and no next link on the last', () => {
    render(<Pagination page={1} pageCount={2} basePath="/products" />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(hrefOf('Next')).toBe('/products/page/2');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} basePath="/products" />);
    expect(container.innerHTML).toBe('');
  });

  it('shortens long runs of pages to the ends and the neighbours of the current page', () => {
    expect(visiblePages(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });
});
