// WooGraphQL answers each amount without tax and its tax beside it; a shop that shows prices with
// tax adds them up. RAW amounts are decimal strings, added here in whole cents, so that no binary
// fraction creeps into a price.
export function rawSum(...amounts: (string | null | undefined)[]): string {
  const cents = amounts.reduce((total, amount) => total + Math.round(Number(amount ?? 0) * 100), 0);
  return (cents / 100).toFixed(2);
}
