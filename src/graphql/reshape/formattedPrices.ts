// WooGraphQL's formatted prices read back as amounts. The storefront reads these, not RAW: RAW is a
// simple product's or a variation's price as entered (without tax, where the shop enters prices
// so) but a variable product's range as shown, while the formatted text is always what the shop
// shows (wc_get_price_to_display), in the shop's own currency format: "€1,234.50", "1.234,50 €",
// or a range "€10.00 - €20.00".

/**
 * The amounts a formatted price holds. A separator followed by one or two digits at an amount's end
 * is its decimal point; any other is a thousands separator (so a shop set to three decimals would
 * be misread).
 */
export function parseFormattedPrices(text: string | null | undefined): number[] {
  return (text?.match(/\d(?:[\d.,' \u00a0\u202f]*\d)?/g) ?? []).map((amount) => {
    const point = /[.,](\d{1,2})$/.exec(amount);
    const whole = (point ? amount.slice(0, point.index) : amount).replace(/\D/g, '');
    return Number(`${whole}.${point?.[1] ?? 0}`);
  });
}
