import Papa from 'papaparse';

/** One row of a CSV: its columns by heading. */
export type CsvRow = Record<string, unknown>;

/**
 * The one CSV writer of the portal and the API. Text cells a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return: OWASP's CSV injection rule) are prefixed with a
 * quote by papaparse's escapeFormulae; numbers stay numbers. Quoting is papaparse's. Its own pattern
 * (`^…$` without the `s` flag) misses a cell holding a line break, so ours only looks at the start.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export function toCsv(rows: readonly CsvRow[] | { fields: string[]; data: unknown[][] }): string {
  if ('fields' in rows) return Papa.unparse<unknown[]>(rows, { escapeFormulae: FORMULA_START });
  return Papa.unparse([...rows], { escapeFormulae: FORMULA_START });
}
