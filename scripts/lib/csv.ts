import { parse } from 'csv-parse/sync';

/**
 * The one CSV reader of the import scripts (RFC 4180 through csv-parse: quoted fields, doubled
 * quotes, a UTF-8 byte-order mark, LF or CRLF). Blank lines are skipped; a row with another number
 * of fields than the header is an error that names the row.
 */

/** Every row as string cells, the header row included. */
export function parseCsvRows(text: string): string[][] {
  // Every line ending is accepted in every file (csv-parse would otherwise take the first one it sees).
  return parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
}

/** Rows keyed by the header's column names. */
export function parseCsv(text: string): Record<string, string>[] {
  const [header, ...body] = parseCsvRows(text);
  if (!header) return [];
  return body.map((cells, line) => {
    if (cells.length !== header.length) {
      throw new Error(`CSV row ${line + 2}: ${cells.length} fields, header has ${header.length}`);
    }
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']));
  });
}

export interface CsvRecord {
  /** The line the record ends on, counting the header as line 1 (a one-line row's own line). */
  line: number;
  cells: Record<string, string>;
}

/**
 * The header and the rows keyed by it, each with its line, for importers whose errors name the
 * line. A row with another number of fields than the header is an error that names the line.
 */
export function parseCsvRecords(text: string): { header: string[]; records: CsvRecord[] } {
  const parsed = parse(text, {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const [first, ...body] = parsed;
  if (!first) return { header: [], records: [] };
  const header = first.record;
  const records = body.map(({ record, info }) => {
    if (record.length !== header.length) {
      throw new Error(`CSV line ${info.lines}: ${record.length} fields, header has ${header.length}`);
    }
    return { line: info.lines, cells: Object.fromEntries(header.map((name, i) => [name, record[i] ?? ''])) };
  });
  return { header, records };
}
