// The store's cart answer in the storefront's own shape (domain/cart/types.ts). The store answers
// amounts raw; they are written here in the page's language (the cart lives in the browser, which
// shows one language at a time), and what a view decides on (a line's stock limit, whether a
// discount shows) is read from them.
import { formatPrices, formatRawPrice } from '../../i18n/format';
import { parseFormattedPrices } from './formattedPrices';
import { reshapeProductSummary } from './catalog';
import { rawSum } from './rawSum';
import type { CartCustomerFragment, CartFragment, CartItemFragment, ProductCardFragment } from '../generated/graphql';
import type { Cart, CartLine, CartLineAttribute } from '../../domain/cart/types';
import { emptyAddress, type Address } from '../../domain/checkout/types';

type Product = NonNullable<CartItemFragment['product']>['node'] & {
  attributes?: { nodes: { name: string | null; label: string | null }[] } | null;
};

/**
 * The chosen values' names: a variation's title is "Product - Value, Value" (WooCommerce writes it
 * so), in the order of the product's attributes; when it does not split that way, the values are
 * shown as the store keeps them.
 */
function lineAttributes(item: CartItemFragment, product: Product): CartLineAttribute[] {
  const chosen = (item.variation?.attributes ?? []).flatMap((attribute) =>
    attribute?.name && attribute.value ? [{ name: attribute.name, value: attribute.value }] : [],
  );
  if (chosen.length === 0) return [];
  const labels = new Map((product.attributes?.nodes ?? []).map((attribute) => [attribute.name, attribute.label]));
  const title = item.variation?.node.name ?? '';
  const prefix = `${product.name ?? ''} - `;
  const names = title.startsWith(prefix) ? title.slice(prefix.length).split(', ') : [];
  return chosen.map((attribute, index) => ({
    label: labels.get(attribute.name) || attribute.name.replace(/^pa_/, ''),
    value: names.length === chosen.length ? names[index]! : attribute.value,
  }));
}

/** An amount and its tax, the two added up when the cart shows prices with tax. */
function shown(amount: string | null | undefined, tax: string | null | undefined, withTax: boolean): string {
  return formatRawPrice(withTax ? rawSum(amount, tax) : amount);
}

function reshapeLine(item: CartItemFragment, withTax: boolean): CartLine | null {
  const product = item.product?.node as Product | undefined;
  if (!product) return null;
  const variation = item.variation?.node ?? null;
  // The cart asks for less of a product than a card does; the wishlist refreshes what it keeps.
  const summary = reshapeProductSummary(product as unknown as ProductCardFragment);
  const stockQuantity = variation ? variation.stockQuantity : summary.stockQuantity;
  const stockStatus = variation ? variation.stockStatus : summary.stockStatus;
  const image = variation?.image?.sourceUrl
    ? { src: variation.image.sourceUrl, alt: variation.image.altText || summary.name }
    : summary.image;
  return {
    key: item.key,
    quantity: item.quantity ?? 0,
    productId: summary.databaseId,
    variationId: variation?.databaseId ?? null,
    slug: summary.slug,
    name: summary.name,
    image,
    attributes: lineAttributes(item, product),
    subtotal: shown(item.subtotal, item.subtotalTax, withTax),
    unitPrice: formatPrices(parseFormattedPrices(variation ? variation.price : (product as { price?: string | null }).price)),
    maxQuantity: stockQuantity !== null && stockQuantity !== undefined && stockStatus !== 'ON_BACKORDER' ? stockQuantity : null,
    virtual: Boolean(variation ? variation.virtual : product.virtual),
    product: summary,
  };
}

type StoreAddress = NonNullable<CartCustomerFragment['billing']>;

/** An address with every field a string, as the forms edit it. */
export function reshapeAddress(address: StoreAddress | null | undefined): Address {
  const shown = { ...emptyAddress };
  for (const field of Object.keys(emptyAddress) as (keyof Address)[]) shown[field] = address?.[field] ?? '';
  return shown;
}

export function reshapeCart(
  cart: CartFragment,
  customer: CartCustomerFragment | null,
  countries: readonly (string | null)[],
  states: { code: string; name: string }[],
): Cart {
  const withTax = cart.displayPricesIncludeTax === true;
  const lines = (cart.contents?.nodes ?? []).flatMap((item) => reshapeLine(item, withTax) ?? []);
  const rates = cart.availableShippingMethods?.[0]?.rates ?? [];
  return {
    isEmpty: cart.isEmpty ?? lines.length === 0,
    itemCount: cart.contents?.itemCount ?? 0,
    productCount: cart.contents?.productCount ?? lines.length,
    lines,
    pricesIncludeTax: withTax,
    subtotal: shown(cart.subtotal, cart.subtotalTax, withTax),
    discountTotal: shown(cart.discountTotal, cart.discountTax, withTax),
    hasDiscount: Number(cart.discountTotal ?? 0) > 0,
    shippingTotal: shown(cart.shippingTotal, cart.shippingTax, withTax),
    totalTax: formatRawPrice(cart.totalTax),
    total: formatRawPrice(cart.total),
    appliedCoupons: (cart.appliedCoupons ?? []).flatMap((coupon) =>
      coupon
        ? [
            {
              code: coupon.code,
              description: coupon.description ?? null,
              discountAmount: shown(coupon.discountAmount, coupon.discountTax, withTax),
              // Only a free-shipping coupon takes nothing off: WooCommerce names it so instead of "−0.00".
              freeShippingOnly: Number(coupon.discountAmount) === 0,
            },
          ]
        : [],
    ),
    needsShipping: cart.needsShippingAddress ?? lines.length > 0,
    shippingRates: rates.flatMap((rate) => (rate ? [{ id: rate.id, label: rate.label ?? rate.id, cost: formatRawPrice(rate.cost) }] : [])),
    chosenShippingMethod: cart.chosenShippingMethods?.[0] ?? null,
    location: { country: customer?.shipping?.country ?? '', state: customer?.shipping?.state ?? '' },
    countries: countries.flatMap((country) => (country ? [country] : [])),
    states,
    customer: customer ? { billing: reshapeAddress(customer.billing), shipping: reshapeAddress(customer.shipping) } : null,
  };
}
