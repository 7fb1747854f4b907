// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from '../../../../src/views/catalog/FilterPanel';
import { swatchColor } from '../../../../src/views/ui/swatchColors';
import { loadEnglish } from '../support';
import { catalogSnapshot, facets, fakes, listingQuery, resetFakes } from './support';

vi.mock('../../../../src/machines/react', async () => (await import('./support')).machinesModule);

const renderPanel = (categoryFixed = false) => render(<FilterPanel idPrefix="test" facets={facets} categoryFixed={categoryFixed} />);
const group = (legend: string) => screen.getByRole('group', { name: legend });
const sent = () => fakes.catalog.send.mock.calls.map(([event]) => event);

describe('FilterPanel', () => {
  beforeAll(loadEnglish);
  beforeEach(() => resetFakes());
  afterEach(cleanup);

  it('groups the controls under legends, categories with their counts', () => {
    renderPanel();
    for (const legend of ['Category', 'Price', 'Color', 'Size', 'Customer rating']) expect(group(legend)).toBeTruthy();
    expect(within(group('Category')).getByRole('checkbox', { name: 'Hoodies 6' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'On sale' })).toBeTruthy();
  });

  it('offers no categories on a category page, whose route is the category', () => {
    renderPanel(true);
    expect(screen.queryByRole('group', { name: 'Category' })).toBeNull();
  });

  it('shows the query it is given', () => {
    resetFakes(
      listingQuery({
        filters: {
          categories: ['t-shirts'],
          price: { min: 10, max: 50 },
          rating: 3,
          onSale: true,
          attributes: { pa_color: ['green'], pa_size: ['m'] },
        },
      }),
    );
    renderPanel();
    const checked = (name: string | RegExp) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect(checked(/^T-shirts/)).toBe(true);
    expect(checked(/^Hoodies/)).toBe(false);
    expect(checked(/^Forest Green/)).toBe(true);
    expect(checked(/^Black/)).toBe(false);
    expect(checked('M')).toBe(true);
    expect(checked('S')).toBe(false);
    expect((screen.getByLabelText('Min') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Max') as HTMLInputElement).value).toBe('50');
    expect((screen.getByRole('radio', { name: '3 out of 5 & up' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Any rating' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'On sale' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps a checked term the facets no longer list, so it can be unchecked', () => {
    resetFakes(listingQuery({ filters: { categories: ['bags'] } }));
    renderPanel();
    expect((screen.getByRole('checkbox', { name: 'bags 0' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sends TOGGLE_TERM for categories, colours and sizes', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Hoodies/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Black/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'S' }));
    expect(sent()).toEqual([
      { type: 'TOGGLE_TERM', taxonomy: 'category', slug: 'hoodies' },
      { type: 'TOGGLE_TERM', taxonomy: 'pa_color', slug: 'black' },
      { type: 'TOGGLE_TERM', taxonomy: 'pa_size', slug: 's' },
    ]);
  });

  it('sends SET_RATING for a minimum and null for any rating', () => {
    resetFakes(listingQuery({ filters: { rating: 2 } }));
    renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: '4 out of 5 & up' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Any rating' }));
    expect(sent()).toEqual([
      { type: 'SET_RATING', rating: 4 },
      { type: 'SET_RATING', rating: null },
    ]);
  });

  it('sends SET_ON_SALE from the switch', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('switch', { name: 'On sale' }));
    expect(sent()).toEqual([{ type: 'SET_ON_SALE', onSale: true }]);
  });

  it('shows the price range of the listed products as placeholders', () => {
    renderPanel();
    expect(screen.getByLabelText('Min').getAttribute('placeholder')).toBe('9');
    expect(screen.getByLabelText('Max').getAttribute('placeholder')).toBe('120');
  });

  it('applies a price bound on leaving the field or on Enter, not while typing', () => {
    renderPanel();
    const min = screen.getByLabelText('Min');
    const max = screen.getByLabelText('Max');
    fireEvent.input(min, { target: { value: '15' } });
    expect(sent()).toEqual([]);
    fireEvent.blur(min);
    expect(sent()).toEqual([{ type: 'SET_PRICE', min: 15, max: null }]);
    fireEvent.input(max, { target: { value: '60' } });
    fireEvent.keyDown(max, { key: 'Enter' });
    expect(sent()).toEqual([
      { type: 'SET_PRICE', min: 15, max: null },
      { type: 'SET_PRICE', min: 15, max: 60 },
    ]);
  });

  it('hands the catalog the range typed, says why a backwards one was refused, and has it checked again while it is fixed', () => {
    renderPanel();
    fireEvent.input(screen.getByLabelText('Min'), { target: { value: '80' } });
    fireEvent.input(screen.getByLabelText('Max'), { target: { value: '20' } });
    fireEvent.blur(screen.getByLabelText('Max'));
    expect(sent()).toEqual([{ type: 'SET_PRICE', min: 80, max: 20 }]);
    // The catalog refuses it (machines/catalog.ts).
    act(() => fakes.catalog.update(catalogSnapshot(listingQuery(), false, true)));
    expect(screen.getByRole('alert').textContent).toBe("The minimum price can't be higher than the maximum.");
    expect(screen.getByLabelText('Max').getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(screen.getByLabelText('Max'), { target: { value: '90' } });
    expect(sent().at(-1)).toEqual({ type: 'CHECK_PRICE', min: 80, max: 90 });
    act(() => fakes.catalog.update(catalogSnapshot(listingQuery())));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empties the price fields when the query loses its price elsewhere', () => {
    resetFakes(listingQuery({ filters: { price: { min: 10, max: 50 } } }));
    renderPanel();
    act(() => fakes.catalog.update(catalogSnapshot(listingQuery())));
    expect((screen.getByLabelText('Min') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Max') as HTMLInputElement).value).toBe('');
  });

  it('has no accessibility violations axe can find without a layout', async () => {
    resetFakes(listingQuery({ filters: { attributes: { pa_color: ['black'] }, rating: 4 } }));
    const { container } = renderPanel();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
  });
});

describe('swatchColor', () => {
  it('knows common colours, by their last word when compound, and has a multicolour fallback', () => {
    expect(swatchColor('black')).toBe('#1f2937');
    expect(swatchColor('heather-grey')).toBe(swatchColor('grey'));
    expect(swatchColor('Forest-Green')).toBe(swatchColor('green'));
    expect(swatchColor('unicorn')).toMatch(/^conic-gradient/);
  });
});
