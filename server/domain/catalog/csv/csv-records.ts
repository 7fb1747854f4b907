// The product CSV as records: read with a CSV parser (quoted fields may hold commas, quotes and line
// breaks; a byte order mark, as WooCommerce writes one, is skipped), each record numbered as a
// spreadsheet shows it (the header is row 1); and written back the same way.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export interface CsvRecord {
  /** The row as a spreadsheet numbers it: the header is row 1, however many lines a quoted cell spans. */
  row: number;
  /** Cells by column name; a column the row lacks reads as ''. */
  cells: ReadonlyMap<string, string>;
}

export interface CsvTable {
  columns: string[];
  records: CsvRecord[];
}

export function readCsv(text: string): CsvTable {
  const rows: string[][] = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  const [header = [], ...body] = rows;
  const columns = header.map((name) => name.trim());
  const records = body.flatMap((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return [];
    return [{ row: index + 2, cells: new Map(columns.map((column, position) => [column, cells[position] ?? ''])) }];
  });
  return { columns, records };
}

export function writeCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([columns, ...rows], { bom: true });
}
