// Issue 38: a shop with terms has the shopper accept them at checkout, as WooCommerce does. Without
// the box ticked no order is sent and the refusal sits next to the box, which takes the focus and
// reads it out; ticked, the order is placed. The terms page, in German from the footer, states what
// a German shop must. Screenshots at 390 and 1280 px, axe-core on each state shown.
import { expect, test } from './test';
import { expectAccessible, fillGermanBilling, germanCheckoutWith, hydrated, screenshots } from './support';

const refusal = 'Bitte lesen und akzeptieren Sie die Allgemeinen Geschäftsbedingungen, um mit Ihrer Bestellung fortzufahren.';

test('in German, an order without the terms accepted is refused at the box, and placed once it is ticked', async ({ page }) => {
  const billing = await germanCheckoutWith(page, 'mountain-line-graphic-tee');
  await fillGermanBilling(billing);
  await page.getByLabel('Nachnahme').check();
  const summary = page.locator('.order-summary');
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  // WooCommerce's privacy note, linking to the privacy policy.
  await expect(summary.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/de/privacy-policy');

  let ordersSent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('mutation Checkout')) ordersSent++;
  });
  const terms = page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ });
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAccessibleDescription(refusal);
  await expect(summary.getByText(refusal)).toBeVisible();
  expect(ordersSent).toBe(0);
  await screenshots(page, 'checkout-terms-refused');
  await expectAccessible(page);

  await terms.check();
  await expect(terms).not.toHaveAttribute('aria-invalid');
  await expect(summary.getByText(refusal)).toHaveCount(0);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/de\/checkout\/order-received\/\d+\?key=wc_order_\w+$/);
  expect(ordersSent).toBe(1);
});

test('the terms page, from the footer, names the seller, prices, delivery, payment, withdrawal and warranty', async ({ page }) => {
  await page.goto('/de');
  await hydrated(page);
  await page.locator('.site-footer').getByRole('link', { name: 'AGB' }).click();
  await expect(page).toHaveURL(/\/de\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen');
  for (const heading of ['Ihr Vertragspartner', 'Vertragsschluss', 'Preise', 'Lieferung', 'Zahlung', 'Ihr Widerrufsrecht', 'Gewährleistung']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('main')).toContainText('binnen 14 Tagen ohne Angabe von Gründen');
  await screenshots(page, 'terms-page');
  await expectAccessible(page);
});
