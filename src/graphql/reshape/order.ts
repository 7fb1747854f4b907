// The store's order answer in the storefront's own shape (domain/order/types.ts). Amounts come raw
// and are written in the page's language, as every price is (coupon lines WooGraphQL gives raw only).
import type { ImageData } from '../../domain/catalog/types';
import { formatRawPrice } from '../../i18n/format';
import type { Address } from '../../../common/address';
import type { Order, OrderLine, OrderLineAttribute, OrderStatus, PaymentInstructions } from '../../domain/order/types';
import { groupedIban } from '../../../common/iban';
import type { Locale } from '../../i18n/locales';
import type { OrderFragment } from '../generated/graphql';
import { rawSum } from './rawSum';

/** How an order's amounts are written: in the page's language, and with tax when the shop shows prices so (taxDisplayCart). */
export interface OrderShown {
  locale: Locale;
  withTax: boolean;
}

type ApiLine = NonNullable<OrderFragment['lineItems']>['nodes'][number];
type ApiAddress = OrderFragment['billing'];
type ApiImage = { sourceUrl: string | null; altText: string | null } | null | undefined;

function reshapeImage(image: ApiImage, name: string): ImageData | null {
  return image?.sourceUrl ? { src: image.sourceUrl, alt: image.altText || name } : null;
}

function reshapeAddress(address: ApiAddress): Address {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    company: address?.company ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postcode: address?.postcode ?? '',
    country: address?.country ?? '',
    email: address?.email ?? '',
    phone: address?.phone ?? '',
  };
}

/** An address nobody filled in (an order that ships nothing) is no address. */
function isBlank(address: Address): boolean {
  return !address.firstName && !address.lastName && !address.address1 && !address.city;
}

/**
 * The line's chosen attributes (its meta, WooCommerce's `pa_color` → `navy`), labelled as the
 * product labels them. Their values are named as the variation's title names them ("Product -
 * Navy, L", as WooCommerce writes it), else shown as the store keeps them.
 */
function lineAttributes(line: ApiLine, productName: string): OrderLineAttribute[] {
  const chosen = (line.metaData ?? []).flatMap((meta) => (meta && !meta.key.startsWith('_') && meta.value ? [{ name: meta.key, value: meta.value }] : []));
  if (chosen.length === 0) return [];
  const product = line.product?.node;
  const labels = new Map((product && 'attributes' in product ? (product.attributes?.nodes ?? []) : []).map((attribute) => [attribute.name, attribute.label]));
  const title = line.variation?.node.name ?? '';
  const prefix = `${productName} - `;
  const names = title.startsWith(prefix) ? title.slice(prefix.length).split(', ') : [];
  return chosen.map((attribute, index) => ({
    label: labels.get(attribute.name) || attribute.name.replace(/^pa_/, ''),
    value: names.length === chosen.length ? names[index]! : attribute.value,
  }));
}

function reshapeLine(line: ApiLine, index: number, { locale, withTax }: OrderShown): OrderLine {
  const product = line.product?.node;
  const name = product?.name ?? '';
  const variation = line.variation?.node;
  return {
    key: String(line.databaseId ?? index),
    name,
    slug: product?.slug || null,
    image: reshapeImage(variation?.image, name) ?? reshapeImage(product?.image, name),
    attributes: lineAttributes(line, name),
    quantity: line.quantity ?? 0,
    subtotal: formatRawPrice(withTax ? rawSum(line.subtotal, line.subtotalTax) : line.subtotal, locale),
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The store's `payment_instructions` meta data (JSON), with what to pay and under which reference; null when absent or unreadable. */
function reshapePaymentInstructions(order: OrderFragment, total: string, reference: string): PaymentInstructions | null {
  const json = order.paymentInstructions?.[0]?.value;
  if (!json) return null;
  let given: { instructions?: unknown; bankAccounts?: unknown; cheque?: { payee?: unknown; address?: unknown } };
  try {
    given = JSON.parse(json);
  } catch {
    return null;
  }
  const accounts = Array.isArray(given.bankAccounts) ? (given.bankAccounts as Record<string, unknown>[]) : [];
  const address = given.cheque && Array.isArray(given.cheque.address) ? given.cheque.address.map(text) : [];
  return {
    instructions: text(given.instructions),
    amount: total,
    reference,
    bankAccounts: accounts.map((account) => ({
      accountName: text(account.accountName),
      bankName: text(account.bankName),
      iban: groupedIban(text(account.iban)),
      bic: text(account.bic),
    })),
    cheque: given.cheque ? { payee: text(given.cheque.payee), address } : null,
  };
}

export function reshapeOrder(order: OrderFragment, shown: OrderShown): Order {
  const { locale, withTax } = shown;
  const shipping = reshapeAddress(order.shipping);
  const shippingLine = order.shippingLines?.nodes[0];
  const lines = order.lineItems?.nodes ?? [];
  // An amount with its tax added when the order is shown with tax.
  const money = (amount: string | null | undefined, ...taxes: (string | null | undefined)[]) => formatRawPrice(withTax ? rawSum(amount, ...taxes) : amount, locale);
  const number = order.orderNumber ?? String(order.databaseId ?? '');
  const total = formatRawPrice(order.total, locale);
  return {
    number,
    date: order.date ?? '',
    status: (order.status ?? 'PENDING') as OrderStatus,
    needsPayment: order.needsPayment ?? false,
    paymentMethodTitle: order.paymentMethodTitle || order.paymentMethod || '',
    paymentInstructions: reshapePaymentInstructions(order, total, number),
    customerNote: order.customerNote ?? '',
    lines: lines.map((line, index) => reshapeLine(line, index, shown)),
    pricesIncludeTax: withTax,
    subtotal: money(order.subtotal, ...lines.map((line) => line.subtotalTax)),
    discountTotal: money(order.discountTotal, order.discountTax),
    hasDiscount: Number(order.discountTotal ?? 0) > 0,
    coupons: (order.couponLines?.nodes ?? []).map((coupon) => ({ code: coupon.code ?? '', discount: money(coupon.discount, coupon.discountTax) })),
    shippingMethod: shippingLine?.methodTitle ?? null,
    shippingTotal: money(order.shippingTotal, order.shippingTax),
    totalTax: formatRawPrice(order.totalTax, locale),
    total,
    billing: reshapeAddress(order.billing),
    shipping: isBlank(shipping) ? null : shipping,
    downloads: (order.downloadableItems?.nodes ?? []).map((download) => ({
      id: download.id,
      name: download.name ?? '',
      url: download.url ?? null,
      accessExpires: download.accessExpires ?? null,
      downloadsRemaining: download.downloadsRemaining ?? null,
    })),
  };
}
