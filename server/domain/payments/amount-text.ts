/** 1234 eur → "€12.34", in the currency's own minor unit (none for yen): how a payment refusal names amounts. */
export function amountText(minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  return format.format(minorUnits / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
