// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SortSelect } from '../../../../src/views/catalog/SortSelect';
import { loadEnglish } from '../support';
import { fakes, listingQuery, resetFakes } from './support';

vi.mock('../../../../src/machines/react', async () => (await import('./support')).machinesModule);

const select = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
const shown = () => select().selectedOptions[0]?.textContent;

describe('SortSelect', () => {
  beforeAll(loadEnglish);
  beforeEach(() => resetFakes());
  afterEach(cleanup);

  it('offers the sort orders of SPEC §9, latest first', () => {
    render(<SortSelect id="sort" />);
    expect(Array.from(select().options, (option) => option.textContent)).toEqual([
      'Latest',
      'Price: low to high',
      'Price: high to low',
      'Rating',
      'Biggest discount',
      'Alphabetical',
    ]);
    expect(shown()).toBe('Latest');
  });

  it('shows the sort of the query', () => {
    resetFakes(listingQuery({ orderby: 'price', order: 'ASC' }));
    render(<SortSelect id="sort" />);
    expect(shown()).toBe('Price: low to high');
  });

  it("shows an order the menu does not name as its key's usual choice", () => {
    resetFakes(listingQuery({ orderby: 'date', order: 'ASC' }));
    render(<SortSelect id="sort" />);
    expect(shown()).toBe('Latest');
  });

  it('sends SET_SORT with the key and order of the choice', () => {
    render(<SortSelect id="sort" />);
    fireEvent.change(select(), { target: { value: 'price:DESC' } });
    fireEvent.change(select(), { target: { value: 'alphabetically:ASC' } });
    expect(fakes.catalog.send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'SET_SORT', orderby: 'price', order: 'DESC' },
      { type: 'SET_SORT', orderby: 'alphabetically', order: 'ASC' },
    ]);
  });

  it('is hidden when the store turns showOrderByDropdown off', () => {
    resetFakes(listingQuery(), { showOrderByDropdown: false });
    const { container } = render(<SortSelect id="sort" />);
    expect(container.innerHTML).toBe('');
  });
});
