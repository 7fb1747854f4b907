// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchForm } from '../../../../src/views/layout/SearchForm';
import { loadEnglish } from '../support';
import { catalogSnapshot, fakes, listingQuery, resetFakes } from './support';

vi.mock('../../../../src/machines/react', async () => (await import('./support')).machinesModule);

const field = () => screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;
const sent = () => fakes.catalog.send.mock.calls.map(([event]) => event);

describe('SearchForm', () => {
  beforeAll(loadEnglish);
  beforeEach(() => resetFakes());
  afterEach(cleanup);

  it('is a search landmark that works without JavaScript as a GET form to the product list', () => {
    render(<SearchForm id="s" />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/products');
    expect(field().name).toBe('search');
  });

  it("shows the catalog's search term, and follows it when it changes elsewhere", () => {
    resetFakes(listingQuery({ search: 'hoodie' }));
    render(<SearchForm id="s" />);
    expect(field().value).toBe('hoodie');
    act(() => fakes.catalog.update(catalogSnapshot(listingQuery())));
    expect(field().value).toBe('');
  });

  it('sends SET_SEARCH on every keystroke and keeps what was typed', () => {
    render(<SearchForm id="s" />);
    fireEvent.change(field(), { target: { value: 'red' } });
    act(() => fakes.catalog.update(catalogSnapshot(listingQuery({ search: 'red' }))));
    // The catalog tidies 'red ' to 'red'; the space the shopper just typed stays in the field.
    fireEvent.change(field(), { target: { value: 'red ' } });
    act(() => fakes.catalog.update(catalogSnapshot(listingQuery({ search: 'red' }))));
    expect(field().value).toBe('red ');
    expect(sent()).toEqual([
      { type: 'SET_SEARCH', search: 'red' },
      { type: 'SET_SEARCH', search: 'red ' },
    ]);
  });

  it('is a plain form until the catalog has started: typing is kept, and submitting goes to the product list', () => {
    fakes.catalogStarted = false;
    render(<SearchForm id="s" />);
    fireEvent.change(field(), { target: { value: 'hoodie' } });
    const submitted = fireEvent.submit(screen.getByRole('search'));
    // Not prevented: the browser sends the GET form.
    expect(submitted).toBe(true);
    expect(field().value).toBe('hoodie');
    expect(sent()).toEqual([]);
  });

  it('sends SUBMIT_SEARCH on submit', () => {
    render(<SearchForm id="s" />);
    fireEvent.change(field(), { target: { value: ' hoodie ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(sent().at(-1)).toEqual({ type: 'SUBMIT_SEARCH', search: 'hoodie' });
  });

  it('clears with SET_SEARCH and an empty term, keeping the focus in the field', () => {
    resetFakes(listingQuery({ search: 'cap' }));
    render(<SearchForm id="s" />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(sent()).toEqual([{ type: 'SET_SEARCH', search: '' }]);
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
  });
});
