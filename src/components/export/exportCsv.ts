import { downloadCSV, type Exporter } from 'react-admin';
import { toCsv, type CsvRow } from '#domain/csv';

/** Downloads rows as `<filename>.csv` through the one CSV writer (src/domain/csv.ts). */
export const exportCsv = (rows: readonly CsvRow[], filename: string) => downloadCSV(toCsv(rows), filename);

/** A record's fields as columns: nested objects one level deep ("city.name"), lists joined. */
function flatten(record: CsvRow): CsvRow {
  const row: CsvRow = {};
  for (const [key, value] of Object.entries(record)) {
    if (Array.isArray(value))
      row[key] = value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : item)).join(', ');
    else if (value && typeof value === 'object' && !(value instanceof Date))
      for (const [inner, innerValue] of Object.entries(value))
        row[`${key}.${inner}`] = innerValue && typeof innerValue === 'object' ? JSON.stringify(innerValue) : innerValue;
    else row[key] = value;
  }
  return row;
}

/** The export of a list that names no exporter of its own: its records' fields, formulas neutralised. */
export const recordsExporter: Exporter = (records: CsvRow[], _fetch, _dataProvider, resource) =>
  exportCsv(records.map(flatten), resource ?? 'export');
