// Issue 38: a shopper pays by direct bank transfer, in English and in German. The order-received
// page and the confirmation mail tell them the shop's bank account (the demo's example IBAN), the
// amount to transfer and the order number as the payment reference, in the page's language, and
// the gateway's own title and description are in that language at checkout too. Screenshots at
// 390 and 1280 px, axe-core on the order-received page.
import { expect, test, type Page } from './test';
import { mailsOfOrder } from './mailbox';
import { acceptTerms, expectAccessible, hydrated, screenshots } from './support';

const orderReceived = /\/checkout\/order-received\/(\d+)\?key=wc_order_\w+$/;

interface Language {
  prefix: string;
  gateway: string;
  description: string;
  placeOrder: string;
  heading: string;
  amountLabel: string;
  referenceLabel: string;
  /** The mail's label of the reference, with its colon as the language writes it. */
  mailReference: (number: string) => string;
  amount: RegExp;
  /** The language the card fields (Stripe's Payment Element, chosen first) are asked to show. */
  cardLocale: string;
}

const english: Language = {
  prefix: '',
  gateway: 'Direct bank transfer',
  description: 'Make your payment directly into our bank account.',
  placeOrder: 'Place order',
  heading: 'How to pay',
  amountLabel: 'Amount to pay',
  referenceLabel: 'Payment reference',
  mailReference: (number) => `Payment reference: ${number}`,
  amount: /€\d+\.\d\d/,
  cardLocale: 'en',
};

const german: Language = {
  prefix: '/de',
  gateway: 'Direkte Banküberweisung',
  description: 'Bitte überweisen Sie den Betrag direkt auf unser Bankkonto',
  placeOrder: 'Zahlungspflichtig bestellen',
  heading: 'So bezahlen Sie',
  amountLabel: 'Zu zahlender Betrag',
  referenceLabel: 'Verwendungszweck',
  mailReference: (number) => `Verwendungszweck: ${number}`,
  cardLocale: 'de',
  amount: /\d+,\d\d\s€/,
};

/** Fills the billing address by the fields' names, which every language shares. */
async function fillBilling(page: Page, email: string) {
  const field = (name: string) => page.locator(`[name="billing-${name}"]`);
  await field('firstName').fill('Ada');
  await field('lastName').fill('Lovelace');
  await field('address1').fill('Unter den Linden 1');
  await field('postcode').fill('10117');
  await field('city').fill('Berlin');
  // Germany's Länder are a list, which replaces the text field once the country's states have come.
  await page.locator('select[name="billing-state"]').selectOption({ label: 'Berlin' });
  await field('email').fill(email);
}

async function payByBankTransfer(page: Page, language: Language, email: string): Promise<string> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${language.prefix}/product/mountain-line-graphic-tee`);
  await hydrated(page);
  await page.locator('.add-to-cart__button').click();
  await expect(page.locator('.add-to-cart__status')).toBeVisible();
  await page.goto(`${language.prefix}/checkout`);
  await hydrated(page);
  await expect(page.locator('.order-summary')).toHaveAttribute('aria-busy', 'false');
  await fillBilling(page, email);
  await expect(page.locator('.stand-in-payment-element')).toHaveAttribute('data-locale', language.cardLocale);
  await page.getByLabel(language.gateway).check();
  await acceptTerms(page);
  await expect(page.getByText(language.description)).toBeVisible();
  await page.getByRole('button', { name: language.placeOrder }).click();
  await expect(page).toHaveURL(orderReceived);
  return orderReceived.exec(page.url())![1]!;
}

for (const language of [english, german]) {
  test(`a bank transfer order tells how to pay, on the page and in the mail (${language.prefix || 'en'})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = `transfer-${language.prefix.slice(1) || 'en'}-${Date.now()}@example.com`;
    const orderNumber = await payByBankTransfer(page, language, email);

    const payment = page.getByRole('region', { name: language.heading });
    await expect(payment).toContainText('DE89 3704 0044 0532 0130 00');
    await expect(payment).toContainText('COBADEFFXXX');
    await expect(payment).toContainText('Demo Shop (example account)');
    const fact = (label: string) => payment.locator('.payment-instructions__fact').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
    await expect(fact(language.referenceLabel)).toHaveText(orderNumber);
    const amount = (await fact(language.amountLabel).textContent())!;
    expect(amount).toMatch(language.amount);
    // The amount to pay is the order's total, as the overview shows it.
    await expect(page.locator('.order-overview')).toContainText(amount);
    await expect(page.locator('.order-overview')).toContainText(language.gateway);
    await screenshots(page, `order-bank-transfer${language.prefix.replace('/', '-')}`);
    await expectAccessible(page);

    await expect.poll(async () => (await mailsOfOrder(orderNumber, email)).length).toBe(1);
    const [mail] = await mailsOfOrder(orderNumber, email);
    const text = mail!.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(text).toContain(language.mailReference(orderNumber));
    expect(text).toContain(amount.replace(/[\u00a0\u202f]/g, ' '));
    expect(errors).toEqual([]);
  });
}
