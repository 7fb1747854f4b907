// @vitest-environment jsdom
// The review form sends the review to the store the storefront is pointed at (GRAPHQL_ENDPOINT),
// like every other store call: it once always posted to /graphql, so against a real WooCommerce
// site writing a review failed.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { StorefrontProvider } from '../../../src/machines/react';
import { storefrontMachine } from '../../../src/machines/storefront';
import { defaultSettings } from '../../../common/settings';
import { ReviewForm } from '../../../src/views/product/ReviewForm';
import { hoodie, productPage } from '../../fixtures/products';
import { loadEnglish } from './support';
import { pageActorsOfViews } from '../../model/pageActorsOfViews';
import { screenMachine } from '../../../src/machines/screen';

const storeUrl = 'https://shop.example/graphql';

beforeAll(loadEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReviewForm', () => {
  it('sends the review to the store the storefront is pointed at', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({
        data: {
          writeReview: {
            rating: 5,
            review: { id: 'r1', status: 'APPROVE', content: '<p>Warm and soft.</p>', date: null, author: { node: { name: 'Ana', avatar: null } }, commentedOn: null },
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const root = createActor(storefrontMachine, {
      input: { page: productPage(hoodie), settings: defaultSettings, buildId: 'test', graphqlUrl: storeUrl, pageActorsOf: pageActorsOfViews },
    }).start();
    root.send({ type: 'SCREEN_READY', logic: screenMachine });
    render(
      <StorefrontProvider actor={root}>
        <ReviewForm productName={hoodie.name} />
      </StorefrontProvider>,
    );

    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Warm and soft.' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    });

    expect(fetch.mock.calls[0]![0]).toBe(storeUrl);
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toMatchObject({ operationName: 'WriteReview', variables: { commentOn: hoodie.databaseId, rating: 5 } });
    root.stop();
  });
});
