// A product page's review form.
import { reviewFormMachine } from '../reviewForm';
import { definePageActors } from '../screen';

export const productPageActors = definePageActors({
  start: ({ page, endpoint }, spawn) =>
    page.view === 'product' ? { reviewForm: spawn(reviewFormMachine, { systemId: 'reviewForm', input: { productId: page.data.product.databaseId, endpoint } }) } : {},
});
