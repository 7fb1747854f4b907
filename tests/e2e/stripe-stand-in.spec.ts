// The Stripe.js the stand-in serves, in Chromium on a shop page (whose content security policy lets
// it in), called as the storefront calls Stripe.js: Stripe(key).elements({ clientSecret }),
// create('payment').mount(…), on('change'), elements.submit(), confirmPayment({ elements,
// redirect: 'if_required' }). Its card fields are labelled and filled by keyboard; an incomplete
// card is refused before anything is sent, a declined card answers Stripe's error, and a paying
// card leaves the intent succeeded at the stand-in, where the server's `stripe` package reads it.
import { expect, test, type Page } from './test';
import { e2eStripeStandIn } from '../stripe-stand-in/e2e-stand-in';
import { expectAccessible } from './support';

interface StandInIntent {
  id: string;
  client_secret: string;
  status: string;
}

async function createIntent(standInUrl: string, secretKey: string): Promise<StandInIntent> {
  const response = await fetch(`${standInUrl}/v1/payment_intents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ amount: '4790', currency: 'eur', 'automatic_payment_methods[enabled]': 'true' }),
  });
  return (await response.json()) as StandInIntent;
}

/** Loads the stand-in's Stripe.js on a shop page and mounts a Payment Element for the intent. */
async function mountPaymentElement(page: Page, jsUrl: string, publishableKey: string, clientSecret: string): Promise<void> {
  await page.goto('/');
  await page.addScriptTag({ url: jsUrl });
  await page.evaluate(
    ({ publishableKey, clientSecret }) => {
      // A landmark of its own beside the app's root, so hydration leaves it alone.
      const slot = document.createElement('section');
      slot.id = 'card-slot';
      slot.setAttribute('aria-label', 'Card payment');
      document.body.append(slot);
      const stripe = (window as any).Stripe(publishableKey);
      const elements = stripe.elements({ clientSecret, appearance: { theme: 'stripe' } });
      const element = elements.create('payment');
      const changes: boolean[] = [];
      element.on('change', (event: { complete: boolean }) => changes.push(event.complete));
      element.mount('#card-slot');
      Object.assign(window, { standIn: { stripe, elements, element, changes } });
    },
    { publishableKey, clientSecret },
  );
}

const confirm = (page: Page) =>
  page.evaluate(async () => {
    const { stripe, elements } = (window as any).standIn;
    const submitted = await elements.submit();
    if (submitted.error) return { submitted };
    return { confirmed: await stripe.confirmPayment({ elements, redirect: 'if_required' }) };
  });

test('the stand-in Stripe.js takes a card by keyboard, refuses an incomplete one and confirms through the stand-in', async ({ page, baseURL }) => {
  const stripe = e2eStripeStandIn(Number(new URL(baseURL!).port));
  const intent = await createIntent(stripe.url, stripe.shopEnv.STRIPE_SECRET_KEY!);
  await mountPaymentElement(page, stripe.shopEnv.STRIPE_JS_URL!, stripe.shopEnv.STRIPE_PUBLISHABLE_KEY!, intent.client_secret);

  // Incomplete: refused by submit(), with Stripe's wording shown in the element.
  await page.getByLabel('Card number').fill('4242 4242');
  expect(await confirm(page)).toEqual({ submitted: { error: { type: 'validation_error', code: 'incomplete', message: 'Your card number is incomplete.' } } });
  await expect(page.getByText('Your card number is incomplete.')).toBeVisible();

  // Declined: Stripe's card error, and the intent still waits for a card.
  await page.getByLabel('Card number').fill('');
  await page.getByLabel('Card number').pressSequentially('4000000000000002');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Expiration date')).toBeFocused();
  await page.keyboard.type('12 / 34');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  expect(await page.evaluate(() => (window as any).standIn.changes.at(-1))).toBe(true);
  await expectAccessible(page);
  const declined = await confirm(page);
  expect(declined.confirmed).toMatchObject({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
  await expect(page.getByText('Your card was declined.')).toBeVisible();

  // A paying card: the intent succeeds.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  const paid = await confirm(page);
  expect(paid.confirmed).toMatchObject({ paymentIntent: { id: intent.id, status: 'succeeded' } });
  const read = await fetch(`${stripe.url}/v1/payment_intents/${intent.id}`, { headers: { authorization: `Bearer ${stripe.shopEnv.STRIPE_SECRET_KEY}` } });
  expect(((await read.json()) as StandInIntent).status).toBe('succeeded');

  // destroy() takes the fields away.
  await page.evaluate(() => (window as any).standIn.element.destroy());
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});
