// The checks every catalog change makes of its values: money given as WooGraphQL gives it (a Float
// in the shop's currency) becomes cents, text must fit and be storable, numbers must be whole and
// in range, dates are read in the shop's time zone (UTC). Each refusal names its field.
import { isStorableText } from '../../storable-text';
import { StoreMessage } from '../../store-message';
import { CatalogInputError } from './catalog-input-error';

/** The most a price, a coupon amount or a spend may be: 10,000,000.00 fits the cents' integer column with room. */
export const maxMoney = 10_000_000;

/** A text as given, refused when too long or not storable. */
export function checkedText(value: string, field: string, max: number): string {
  if (!isStorableText(value)) throw new CatalogInputError(field, new StoreMessage('textBadCharacters'));
  if (value.length > max) throw new CatalogInputError(field, new StoreMessage('textTooLong', { max }));
  return value;
}

/** An amount of money in cents, from a decimal number with at most two decimals, from 0 to maxMoney. */
export function checkedCents(value: number, field: string, message: StoreMessage): number {
  const cents = Math.round(value * 100);
  if (!Number.isFinite(value) || value < 0 || value > maxMoney || Math.abs(value * 100 - cents) > 1e-6) {
    throw new CatalogInputError(field, message);
  }
  return cents;
}

/** A whole number from min to max. */
export function checkedWholeNumber(value: number, field: string, min: number, max: number, message?: StoreMessage): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new CatalogInputError(field, message ?? new StoreMessage('wholeNumberNotValid', { min, max }));
  }
  return value;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A moment from `YYYY-MM-DD`, optionally with a time (`2025-03-01 9:00:00`, ISO 8601 with a zone).
 * A date alone is the start of that day, or its last second for `endOfDay` (a sale's end), as
 * WooCommerce's product editor saves a sale's dates.
 */
export function checkedMoment(value: string, field: string, { endOfDay = false } = {}): Date {
  const match = datePattern.exec(value.trim());
  const refuse = () => new CatalogInputError(field, new StoreMessage('dateNotValid'));
  if (!match) throw refuse();
  const [, year, month, day, hour, minute, second, zone] = match;
  const timeGiven = hour !== undefined;
  const time = timeGiven ? `${hour!.padStart(2, '0')}:${minute}:${second ?? '00'}` : endOfDay ? '23:59:59' : '00:00:00';
  const offset = zone === undefined || zone === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const moment = new Date(`${year}-${month}-${day}T${time}${offset}`);
  // Date would roll 2025-02-30 over into March: the parts must read back as given.
  if (Number.isNaN(moment.getTime()) || (offset === 'Z' && moment.toISOString().slice(0, 10) !== `${year}-${month}-${day}`)) throw refuse();
  return moment;
}

/** A weight or dimension as decimal text (the numeric columns keep `decimals` places), at least 0. */
export function checkedMeasure(value: string, field: string, decimals: number): string {
  const text = value.trim();
  const pattern = new RegExp(`^\\d{1,7}(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(text)) throw new CatalogInputError(field, new StoreMessage('measureNotValid', { decimals }));
  return text;
}

/** A list of at most `max` entries. */
export function checkedCount<T>(list: readonly T[], field: string, max: number): readonly T[] {
  if (list.length > max) throw new CatalogInputError(field, new StoreMessage('tooManyEntries', { max }));
  return list;
}
