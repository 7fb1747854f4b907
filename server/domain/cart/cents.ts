// Integer-cent arithmetic for the cart. Amounts are whole cents and stay whole: a share or a
// percentage is rounded once, and where an amount is split the split adds up to the amount.

/** numerator / denominator rounded half up, for non-negative integers (1.5 → 2, 2.5 → 3). */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Splits `amount` cents over the weights in proportion, whole cents only, adding up to `amount`.
 * Each share is first rounded down; the cents left over go one each to the shares that lost the
 * most in rounding (ties to the earlier one), so no share is more than a cent off its exact value.
 * With `amount` at most the sum of the weights, no share exceeds its weight.
 */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (totalWeight === 0 || amount === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / totalWeight));
  const lostInRounding = weights.map((weight, index) => ({ index, lost: (amount * weight) % totalWeight }));
  lostInRounding.sort((a, b) => b.lost - a.lost || a.index - b.index);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of lostInRounding) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}
