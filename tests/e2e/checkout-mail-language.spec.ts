// Issue 13: the confirmation mail speaks the language the shopper bought in. A shopper on the
// German storefront checks out; the order's mail, as the shop's SMTP server received it, is German
// (subject, greeting, labels, amounts as German writes them) and links to the German order page.
import { expect, test } from './test';
import { mailsOfOrder } from './mailbox';
import { acceptTerms, fillGermanBilling, germanCheckoutWith } from './support';

test('a shopper who checks out in German gets the confirmation mail in German', async ({ page }) => {
  const billing = await germanCheckoutWith(page, 'classic-pullover-hoodie');
  await fillGermanBilling(billing);
  await page.getByLabel('Nachnahme').check();
  await acceptTerms(page);
  await expect(page.locator('.order-summary')).toHaveAttribute('aria-busy', 'false');
  // The page writes its amounts as German does, as the mail will.
  await expect(page.locator('.order-summary')).toContainText(/\d+,\d\d\u00a0€/);
  await expect(page.locator('.order-summary')).not.toContainText(/€\d/);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/de\/checkout\/order-received\/\d+\?key=wc_order_\w+$/);

  const orderNumber = /order-received\/(\d+)/.exec(page.url())![1]!;
  const pageTotal = (await page.getByRole('row', { name: /Gesamt/ }).last().textContent())!.replace(/\u00a0/g, ' ');
  await expect.poll(async () => (await mailsOfOrder(orderNumber, 'grace@example.com')).length).toBe(1);
  const [mail] = await mailsOfOrder(orderNumber, 'grace@example.com');
  expect(mail!.subject).toMatch(new RegExp(`^Ihre Bestellung Nr\\. ${orderNumber} bei .+ ist eingegangen$`));
  const text = mail!.text.replace(/\u00a0/g, ' ');
  expect(text).toContain('Hallo Grace Hopper,');
  expect(text).toContain('Status: In Bearbeitung');
  expect(text).toMatch(/Gesamt:\s+\d+,\d\d €/);
  expect(pageTotal).toContain(/Gesamt:\s+(\d+,\d\d €)/.exec(text)![1]!);
  expect(text).toContain('Deutschland');
  expect(text).toMatch(new RegExp(`/de/checkout/order-received/${orderNumber}\\?key=wc_order_\\w+`));
});
