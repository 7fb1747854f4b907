// The fields a product and a variation share (SKU, prices and sale, stock, shipping measures),
// checked together as they will be after the change: a sale price below the regular price, a
// window that ends after it starts, a stock status that follows a managed stock as checkout keeps
// it (more than 0 in stock, else out of stock unless backorders are taken).
import type { StockStatus } from '../../../db/schema/catalog';
import { StoreMessage } from '../../store-message';
import { CatalogInputError } from './catalog-input-error';
import { checkedCents, checkedMeasure, checkedMoment, checkedText, checkedWholeNumber, maxMoney } from './input-values';
import type { Backorders, SellableInput } from './product-input';

export interface SellableColumns {
  sku: string | null;
  regularPrice: number | null;
  salePrice: number | null;
  saleFrom: Date | null;
  saleTo: Date | null;
  virtual: boolean;
  downloadable: boolean;
  manageStock: boolean;
  stockQuantity: number | null;
  stockStatus: StockStatus;
  backorders: Backorders;
  lowStockAmount: number | null;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  menuOrder: number;
}

/** A new product's or variation's, before its input. */
export const newSellable: SellableColumns = {
  sku: null,
  regularPrice: null,
  salePrice: null,
  saleFrom: null,
  saleTo: null,
  virtual: false,
  downloadable: false,
  manageStock: false,
  stockQuantity: null,
  stockStatus: 'instock',
  backorders: 'no',
  lowStockAmount: null,
  weight: null,
  length: null,
  width: null,
  height: null,
  menuOrder: 0,
};

const stockStatuses: readonly StockStatus[] = ['instock', 'outofstock', 'onbackorder'];
const backorderChoices: readonly Backorders[] = ['no', 'notify', 'yes'];
const largestStock = 1_000_000_000;

export const maxSkuLength = 100;

/** An input field's value when given, else the current one. */
function given<T>(value: T | null | undefined, current: T | null): T | null {
  return value === undefined ? current : value;
}

/** The stock status a managed stock has, as checkout sets it when it takes stock (checkout/store/stock.ts). */
export function managedStockStatus(quantity: number, backorders: Backorders): StockStatus {
  if (quantity > 0) return 'instock';
  return backorders === 'no' ? 'outofstock' : 'onbackorder';
}

export interface SellableRules {
  /** Whether prices belong to this one (not to a variable or grouped product, whose prices roll up). */
  priced: boolean;
  /** Whether it manages its own stock after the change. */
  manageStock: boolean;
}

export function sellableColumns(input: SellableInput, current: SellableColumns, rules: SellableRules): SellableColumns {
  const sku = given(input.sku, current.sku)?.trim() || null;
  if (sku !== null) checkedText(sku, 'sku', maxSkuLength);

  const cents = (value: number | null, field: string, key: 'regularPriceNotValid' | 'salePriceNotValid') =>
    value === null ? null : checkedCents(value, field, new StoreMessage(key, { max: { cents: maxMoney * 100 } }));
  const regularPrice = rules.priced ? (input.regularPrice === undefined ? current.regularPrice : cents(input.regularPrice, 'regularPrice', 'regularPriceNotValid')) : null;
  const salePrice = rules.priced ? (input.salePrice === undefined ? current.salePrice : cents(input.salePrice, 'salePrice', 'salePriceNotValid')) : null;
  if (salePrice !== null && regularPrice === null) throw new CatalogInputError('salePrice', new StoreMessage('salePriceWithoutRegular'));
  if (salePrice !== null && regularPrice !== null && salePrice >= regularPrice) {
    throw new CatalogInputError('salePrice', new StoreMessage('salePriceNotBelowRegular'));
  }
  const moment = (value: string | null | undefined, now: Date | null, field: string, endOfDay: boolean) =>
    value === undefined ? now : value === null || value.trim() === '' ? null : checkedMoment(value, field, { endOfDay });
  const saleFrom = rules.priced ? moment(input.dateOnSaleFrom, current.saleFrom, 'dateOnSaleFrom', false) : null;
  const saleTo = rules.priced ? moment(input.dateOnSaleTo, current.saleTo, 'dateOnSaleTo', true) : null;
  if (saleFrom && saleTo && saleTo <= saleFrom) throw new CatalogInputError('dateOnSaleTo', new StoreMessage('saleDatesReversed'));

  const backorders = given(input.backorders, current.backorders) ?? 'no';
  if (!backorderChoices.includes(backorders)) throw new CatalogInputError('backorders', new StoreMessage('backordersNotValid'));
  const status = given(input.stockStatus, current.stockStatus) ?? 'instock';
  if (!stockStatuses.includes(status)) throw new CatalogInputError('stockStatus', new StoreMessage('stockStatusNotValid'));
  const quantityGiven = given(input.stockQuantity, current.stockQuantity) ?? 0;
  const stockQuantity = rules.manageStock ? checkedWholeNumber(quantityGiven, 'stockQuantity', -largestStock, largestStock) : null;
  const lowStock = given(input.lowStockAmount, current.lowStockAmount);

  const measure = (value: string | null | undefined, now: string | null, field: string, decimals: number) =>
    value === undefined ? now : value === null || value.trim() === '' ? null : checkedMeasure(value, field, decimals);
  const dimensions = input.dimensions ?? {};

  return {
    sku,
    regularPrice,
    salePrice,
    saleFrom,
    saleTo,
    virtual: given(input.virtual, current.virtual) ?? false,
    downloadable: given(input.downloadable, current.downloadable) ?? false,
    manageStock: rules.manageStock,
    stockQuantity,
    stockStatus: stockQuantity === null ? status : managedStockStatus(stockQuantity, backorders),
    backorders,
    lowStockAmount: lowStock === null ? null : checkedWholeNumber(lowStock, 'lowStockAmount', 0, largestStock),
    weight: measure(input.weight, current.weight, 'weight', 3),
    length: measure(dimensions.length, current.length, 'dimensions.length', 2),
    width: measure(dimensions.width, current.width, 'dimensions.width', 2),
    height: measure(dimensions.height, current.height, 'dimensions.height', 2),
    menuOrder: checkedWholeNumber(given(input.menuOrder, current.menuOrder) ?? 0, 'menuOrder', -largestStock, largestStock),
  };
}
