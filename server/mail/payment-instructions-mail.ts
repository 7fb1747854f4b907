// How to pay, as the order mail tells it before the order's lines (where WooCommerce's bank
// transfer and cheque gateways put their instructions): the gateway's words, the amount and the
// reference, then the bank accounts or the cheque's payee and address. Plain text and HTML.
import { groupedIban } from '../../common/iban';
import type { PaymentInstructions } from '../domain/orders/payment-instructions';
import { escapeHtml as escape } from './html-escape';
import type { MailLanguage } from './mail-language';

interface Block {
  heading?: string;
  rows: { label: string; value: string }[];
}

function blocks(payment: PaymentInstructions, amount: string, reference: string, { t }: MailLanguage): Block[] {
  const present = (rows: Block['rows']) => rows.filter((row) => row.value);
  return [
    { rows: [{ label: t('mail.payment.amount'), value: amount }, { label: t('mail.payment.reference'), value: reference }] },
    ...(payment.bankAccounts ?? []).map((account) => ({
      heading: t('mail.payment.bankDetails'),
      rows: present([
        { label: t('mail.payment.accountName'), value: account.accountName },
        { label: t('mail.payment.bankName'), value: account.bankName },
        { label: t('mail.payment.iban'), value: groupedIban(account.iban) },
        { label: t('mail.payment.bic'), value: account.bic },
      ]),
    })),
    ...(payment.cheque
      ? [{ rows: present([{ label: t('mail.payment.payee'), value: payment.cheque.payee }, { label: t('mail.payment.sendTo'), value: payment.cheque.address.join(', ') }]) }]
      : []),
  ];
}

export function paymentInstructionsText(payment: PaymentInstructions, amount: string, reference: string, language: MailLanguage): string[] {
  const { t } = language;
  const labelled = (label: string) => t('mail.label', { label });
  return [
    labelled(t('mail.payment.heading')),
    ...(payment.instructions ? [payment.instructions] : []),
    ...blocks(payment, amount, reference, language).flatMap((block) => [
      '',
      ...(block.heading ? [labelled(block.heading)] : []),
      ...block.rows.map((row) => `${labelled(row.label)} ${row.value}`),
    ]),
  ];
}

export function paymentInstructionsHtml(payment: PaymentInstructions, amount: string, reference: string, language: MailLanguage): string {
  const { t } = language;
  const cell = 'padding:4px 8px 4px 0;text-align:left;vertical-align:top;';
  const table = (block: Block) =>
    `${block.heading ? `<h3 style="font-size:14px;margin:16px 0 4px;">${escape(block.heading)}</h3>\n` : ''}<table style="border-collapse:collapse;">\n${block.rows
      .map((row) => `<tr><th scope="row" style="${cell}font-weight:normal;color:#555;">${escape(row.label)}</th><td style="${cell}font-weight:bold;">${escape(row.value)}</td></tr>`)
      .join('\n')}\n</table>`;
  return `<div style="margin:16px 0;padding:16px;border:1px solid #e5e5e5;border-left:4px solid #222;">
<h2 style="font-size:16px;margin:0 0 8px;">${escape(t('mail.payment.heading'))}</h2>
${payment.instructions ? `<p style="margin:0 0 8px;">${escape(payment.instructions)}</p>\n` : ''}${blocks(payment, amount, reference, language).map(table).join('\n')}
</div>`;
}
