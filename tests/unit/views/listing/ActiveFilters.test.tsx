// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveFilters } from '../../../../src/views/catalog/ActiveFilters';
import { loadEnglish } from '../support';
import { facets, fakes, listingQuery, resetFakes } from './support';

vi.mock('../../../../src/machines/react', async () => (await import('./support')).machinesModule);

const chipNames = () => screen.queryAllByRole('button', { name: /^Remove filter/ }).map((chip) => chip.getAttribute('aria-label'));

describe('ActiveFilters', () => {
  beforeAll(loadEnglish);
  beforeEach(() => resetFakes());
  afterEach(cleanup);

  it('shows nothing when nothing narrows the list', () => {
    const { container } = render(<ActiveFilters facets={facets} routeCategory={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a removable chip for the search and each filter, with the names of the facets', () => {
    resetFakes(
      listingQuery({
        search: 'hoodie',
        filters: {
          categories: ['hoodies'],
          price: { min: 10, max: 50 },
          rating: 4,
          onSale: true,
          attributes: { pa_color: ['green'], pa_size: ['m'] },
        },
      }),
    );
    render(<ActiveFilters facets={facets} routeCategory={null} />);
    expect(chipNames()).toEqual([
      'Remove filter: Search: “hoodie”',
      'Remove filter: Hoodies',
      'Remove filter: €10.00 – €50.00',
      'Remove filter: Color: Forest Green',
      'Remove filter: Size: M',
      'Remove filter: 4 stars & up',
      'Remove filter: On sale',
    ]);
  });

  it('words open price ranges', () => {
    resetFakes(listingQuery({ filters: { price: { min: 20, max: null } } }));
    render(<ActiveFilters facets={facets} routeCategory={null} />);
    expect(chipNames()).toEqual(['Remove filter: From €20.00']);
    cleanup();
    resetFakes(listingQuery({ filters: { price: { min: null, max: 30 } } }));
    render(<ActiveFilters facets={facets} routeCategory={null} />);
    expect(chipNames()).toEqual(['Remove filter: Up to €30.00']);
  });

  it("never offers to remove a category page's own category", () => {
    resetFakes(listingQuery({ filters: { categories: ['hoodies'], onSale: true } }));
    render(<ActiveFilters facets={facets} routeCategory="hoodies" />);
    expect(chipNames()).toEqual(['Remove filter: On sale']);
  });

  it('sends the event that removes each chip, and CLEAR_FILTERS for Clear all', () => {
    resetFakes(
      listingQuery({
        search: 'tee',
        filters: { categories: ['t-shirts'], price: { min: 5, max: null }, rating: 2, onSale: true, attributes: { pa_size: ['s'] } },
      }),
    );
    render(<ActiveFilters facets={facets} routeCategory={null} />);
    for (const chip of screen.getAllByRole('button', { name: /^Remove filter/ })) fireEvent.click(chip);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(fakes.catalog.send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'SET_SEARCH', search: '' },
      { type: 'TOGGLE_TERM', taxonomy: 'category', slug: 't-shirts' },
      { type: 'SET_PRICE', min: null, max: null },
      { type: 'TOGGLE_TERM', taxonomy: 'pa_size', slug: 's' },
      { type: 'SET_RATING', rating: null },
      { type: 'SET_ON_SALE', onSale: false },
      { type: 'CLEAR_FILTERS' },
    ]);
  });
});
