// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StarRating } from '../../../src/views/ui/StarRating';
import { loadEnglish } from './support';

describe('StarRating', () => {
  beforeAll(loadEnglish);
  afterEach(cleanup);

  it('is one image labelled with the rating out of 5', () => {
    render(<StarRating rating={4.5} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeTruthy();
  });

  it('rounds to one decimal and keeps the rating within 0 to 5', () => {
    render(
      <>
        <StarRating rating={3.666} />
        <StarRating rating={7} />
      </>,
    );
    expect(screen.getByRole('img', { name: '3.7 out of 5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 out of 5' })).toBeTruthy();
  });

  it('fills the stars in proportion to the rating', () => {
    const { container } = render(<StarRating rating={4} />);
    expect((container.querySelector('.star-rating__filled') as HTMLElement).style.width).toBe('80%');
  });

  it('writes the fill to a tenth of a per cent', () => {
    const { container } = render(<StarRating rating={4.71} />);
    expect((container.querySelector('.star-rating__filled') as HTMLElement).style.width).toBe('94.2%');
  });
});
