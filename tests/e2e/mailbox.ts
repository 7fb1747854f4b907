// The shop's mail as the browser tests read it: the SMTP stand-in (playwright.config.ts) keeps
// every message the shop sends and answers them over HTTP.
import { e2eSmtpStandIn, receivedMails } from '../smtp-stand-in/e2e-stand-in';
import { thisTestsShopPort } from './test';
import type { ReceivedMail } from '../smtp-stand-in/smtp-stand-in';

/** The messages sent to one address, oldest first (by the running test's shop). */
export function mailsTo(address: string): Promise<ReceivedMail[]> {
  return receivedMails(e2eSmtpStandIn(thisTestsShopPort()), address);
}

/** The confirmation mails of an order to its billing address: they link to its order-received page. */
export async function mailsOfOrder(orderNumber: string, address: string): Promise<ReceivedMail[]> {
  return (await mailsTo(address)).filter((mail) => mail.text.includes(`/checkout/order-received/${orderNumber}?key=`));
}
