// Issue 14: the contact form. A message with an email address that is not one, no subject and no
// message is stopped at once, with each problem next to its field; corrected, it is sent to the shop's server, which mails it to
// the shop (read from the local SMTP server), and the shopper sees a clear confirmation.
// Screenshots of the contact page at 390 and 1280 px, axe on the form and on the confirmation.
import { expect, test } from './test';
import { mailsTo } from './mailbox';
import { expectAccessible, hydrated, screenshots } from './support';

/** Where the e2e shop's contact messages go: no SHOP_EMAIL or MAIL_FROM is set (server/config.ts). */
const shopAddress = 'shop@localhost';

test('a shopper sends the contact form, and an invalid email shows its error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/contact');
  await hydrated(page);
  await screenshots(page, 'contact');
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email address').fill('ada@');
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/contact') && posts.push(request.postData() ?? ''));
  // Every field that is not right is flagged at once; the first takes the focus.
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email address')).toBeFocused();
  expect(posts).toEqual([]);
  await expectAccessible(page);
  await form.getByLabel('Subject').fill('A question about sizes');
  await form.getByLabel('Message').fill('Does the pullover hoodie run large?');
  await expect(form.getByLabel('Subject')).not.toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Email address').fill('ada@example.com');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent.' })).toBeVisible();
  // The page's language and an empty honeypot go with it.
  expect(JSON.parse(posts[0]!)).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', website: '', locale: 'en_US' });
  // The shop gets it, and its reply goes to the shopper.
  await expect
    .poll(async () => (await mailsTo(shopAddress)).filter((mail) => mail.text.includes('Does the pullover hoodie run large?')).map((mail) => mail.replyTo))
    .toEqual([expect.stringContaining('ada@example.com')]);
  await screenshots(page, 'contact-sent');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
