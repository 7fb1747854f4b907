// `stock SKU 10`: sets the stock of the product or variation with the SKU, as a manager's
// updateProduct or updateProductVariation does (domain/catalog/admin/): its stock is managed from
// then on, and its stock status follows the quantity.
import { updateProduct } from '../../domain/catalog/admin/product-writes';
import { skuHolder } from '../../domain/catalog/admin/store/product-rows';
import { updateVariation } from '../../domain/catalog/admin/variation-writes';
import { InputError } from '../../domain/input-error';
import { wholeNumber } from '../command-values';
import { UsageError, type CommandContext } from '../shop-command';

export async function run({ args, terminal, database }: CommandContext): Promise<number> {
  const [sku, quantity, ...extra] = args;
  if (sku === undefined || quantity === undefined || extra.length > 0) throw new UsageError('Name the SKU and the quantity.');
  const stockQuantity = wholeNumber(quantity, 'The quantity', -1_000_000_000, 1_000_000_000);
  const db = await database();
  const holder = await skuHolder(db, sku.trim());
  if (!holder) throw new InputError(`No product or variation has the SKU "${sku}".`);
  const change = { manageStock: true, stockQuantity };
  if (holder.variationId !== null) await updateVariation(db, holder.variationId, change);
  else await updateProduct(db, holder.productId!, change);
  const what = holder.variationId !== null ? `Variation ${holder.variationId}` : `Product ${holder.productId}`;
  terminal.print(`${what} (SKU ${sku.trim()}) has ${stockQuantity} in stock.`);
  return 0;
}
