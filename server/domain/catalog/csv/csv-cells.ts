// How WooCommerce writes values into the cells of its product CSV, and reads them back: lists
// joined with ", " (a comma inside a value escaped as "\,"), yes/no as 1/0, prices as decimals,
// dates as `Y-m-d G:i:s`, a description's line breaks as the two characters "\n", and a text that
// would start a spreadsheet formula (=, +, -, @, tab, return) behind a "'".

/** A list cell's values: split on commas that are not escaped, each trimmed. */
export function explodeValues(cell: string): string[] {
  if (cell.trim() === '') return [];
  return cell
    .replaceAll('\\,', '\u0000')
    .split(',')
    .map((value) => value.replaceAll('\u0000', ',').trim());
}

export function implodeValues(values: readonly string[]): string {
  return values.map((value) => value.replaceAll(',', '\\,')).join(', ');
}

const formulaStart = /^[=+\-@\t\r]/;

/** A text as the exporter writes it, kept from being read as a formula (a number is left as it is). */
export function escapeCell(value: string): string {
  return formulaStart.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

/** Takes off the "'" the exporter put before a text that would start a formula. */
export function unescapeCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** A description as the exporter writes it: line breaks as "\n", a literal "\n" as "\\n". */
export function encodeDescription(text: string): string {
  return text.replaceAll('\\n', '\\\\n').replace(/\r?\n/g, '\\n');
}

export function decodeDescription(cell: string): string {
  return cell
    .split('\\\\n')
    .map((part) => part.replaceAll('\\n', '\n'))
    .join('\\n');
}

/** 1/0 as the exporter writes yes/no; 'true'/'false' and 'yes'/'no' are read too. Anything else is null. */
export function parseFlag(cell: string): boolean | null {
  const value = cell.trim().toLowerCase();
  if (value === '1' || value === 'true' || value === 'yes') return true;
  if (value === '0' || value === 'false' || value === 'no') return false;
  return null;
}

export const flagCell = (value: boolean) => (value ? '1' : '0');

/** Cents as the exporter writes a price: "19.99", or "20" for a whole amount. */
export function moneyCell(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** A decimal amount ("19.99", or "19,99" with a decimal comma) as a number, or null when it is none. */
export function parseAmount(cell: string): number | null {
  const text = cell.trim();
  const normalized = /^\d+,\d{1,2}$/.test(text) ? text.replace(',', '.') : text;
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : null;
}

/** A moment as the exporter writes a date (`Y-m-d G:i:s`), in the shop's time zone, UTC. */
export function dateCell(moment: Date | null): string {
  if (!moment) return '';
  const iso = moment.toISOString();
  return `${iso.slice(0, 10)} ${moment.getUTCHours()}:${iso.slice(14, 19)}`;
}

/** A weight or dimension without the zeros the numeric column pads it with ("0.450" → "0.45"). */
export function measureCell(value: string | null): string {
  if (value === null) return '';
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
