// A payment gateway that is not the shop's own, to prove that one folder and one line add a
// gateway: prepaid vouchers, each worth one amount, confirmed by a "provider" that is a map. The
// shopper's client sends the voucher's code as the transaction id. `whileConfirming` runs while
// the provider is asked, so a test can change the shop meanwhile.
import { sameInEveryLocale } from '../../../server/domain/payments/gateway-texts';
import type { GatewayPlugin, PaymentAttempt, PaymentConfirmation } from '../../../server/domain/payments/payment-gateway';

export class VoucherBook {
  /** Voucher codes and the amount (cents) each pays. */
  readonly worth = new Map<string, number>();
  /** What the provider was asked, in order. */
  readonly asked: PaymentAttempt[] = [];
  whileConfirming: () => Promise<void> = async () => {};

  async confirm(attempt: PaymentAttempt): Promise<PaymentConfirmation> {
    this.asked.push(attempt);
    await this.whileConfirming();
    const code = attempt.transactionId ?? '';
    const reference = { key: '_voucher_code', value: code };
    const worth = this.worth.get(code);
    if (worth === undefined) return { outcome: 'declined', reason: 'This voucher is not known.', reference };
    if (worth !== attempt.amountCents) return { outcome: 'declined', reason: 'This voucher is not worth the order total.', reference };
    return { outcome: 'paid', transactionId: `voucher-${code}`, reference };
  }
}

export const voucherGateway =
  (book: VoucherBook): GatewayPlugin =>
  () => ({
    id: 'voucher',
    texts: sameInEveryLocale({ title: 'Prepaid voucher', description: 'Pay with a voucher bought in our shop.', instructions: '' }),
    placedStatus: () => 'processing',
    confirmPayment: (attempt) => book.confirm(attempt),
  });
