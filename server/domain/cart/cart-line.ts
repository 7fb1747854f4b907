/** One line of a cart as the totals see it: what it is, how many, and its price now. */
export interface CartLine {
  key: string;
  productId: number;
  variationId: number | null;
  quantity: number;
  /** Cents per unit without tax, the sale price while on sale. */
  unitPrice: number;
  categoryIds: readonly number[];
  /** A virtual item is not shipped. */
  virtual: boolean;
  onSale: boolean;
}

/** Price × quantity, before any discount. */
export function lineSubtotal(line: CartLine): number {
  return line.unitPrice * line.quantity;
}
