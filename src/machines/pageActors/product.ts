// A product page's actors: the product (the shopper's choice, the picture shown, stock kept current)
// and its review form.
import { productMachine } from '../product';
import { reviewFormMachine } from '../reviewForm';
import { definePageActors } from '../screen';

export const productPageActors = definePageActors({
  start: ({ page, endpoint, hydrated }, spawn) =>
    page.view === 'product'
      ? {
          product: spawn(productMachine, { systemId: 'product', input: { product: page.data.product, endpoint, live: hydrated } }),
          reviewForm: spawn(reviewFormMachine, { systemId: 'reviewForm', input: { productId: page.data.product.databaseId, endpoint } }),
        }
      : {},
});
