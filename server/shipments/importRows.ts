import { createHash } from 'node:crypto';
import { MESSAGE_TEMPLATES, fillMessage } from '#domain/messages';
import { IMPORT_COLUMNS, columnOfHeader, type ImportColumnKey } from '#domain/shipmentImport';
import { badRequest } from '../http/errors';
import type { Cell, Sheet } from './importFile';

export type RowValues = Partial<Record<ImportColumnKey, Cell>>;

/** A data row by column, with its key: the same content at the same place among its twins is the same key. */
export interface ImportRow {
  row: number;
  values: RowValues;
  key: string;
}

/** A cell as the key sees it: a typed difference in case or spacing is no other shipment. */
function keyText(cell: Cell): string {
  if (cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The sheet's rows by column. A file lacking a required column is refused whole, naming the columns.
 * Each row's key is a hash of its content (and of `scope`, the project it goes to) with its
 * occurrence among identical rows, so two identical rows make two shipments and a re-upload none.
 */
export function importRowsOf(sheet: Sheet, scope: string): ImportRow[] {
  const columns = sheet.header.map(columnOfHeader);
  const missing = IMPORT_COLUMNS.filter((column) => 'required' in column && !columns.includes(column.key));
  if (missing.length)
    throw badRequest(
      fillMessage(MESSAGE_TEMPLATES.importMissingColumns, { columns: missing.map((c) => c.header).join(', ') }),
    );
  const seen = new Map<string, number>();
  return sheet.rows.map(({ row, cells }) => {
    const values: RowValues = {};
    columns.forEach((key, index) => {
      if (key && !(key in values)) values[key] = cells[index];
    });
    const content = JSON.stringify([scope, ...IMPORT_COLUMNS.map((column) => keyText(values[column.key]))]);
    const hash = createHash('sha256').update(content).digest('hex');
    const occurrence = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, occurrence);
    return { row, values, key: `${hash}:${occurrence}` };
  });
}

/** A cell as text for a text field; an empty one is not given. */
export function textOf(cell: Cell): string | undefined {
  if (cell === undefined) return undefined;
  const text = cell instanceof Date ? cell.toISOString() : String(cell).trim();
  return text === '' ? undefined : text;
}

/** A spreadsheet turns 03001234567 into the number 3001234567: its leading zero is given back. */
export function phoneOf(cell: Cell): string | undefined {
  if (typeof cell === 'number' && /^3\d{9}$/.test(String(cell))) return `0${cell}`;
  return textOf(cell);
}

/** A number cell as it is; text is left for the schema to cast (and refuse with its own text). */
export const numberOf = (cell: Cell) => (typeof cell === 'number' ? cell : textOf(cell));

const word = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * One of a domain list's codes, by its number or its name as the portal writes it ("To Pay" for
 * TO_PAY, "per vehicle" for PER_VEHICLE); null when the cell names none.
 */
export function choiceOf(choices: Record<string, number>, cell: Cell): number | undefined | null {
  const text = textOf(cell);
  if (text === undefined) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const wanted = word(text);
  const found = Object.entries(choices).find(([name]) => word(name) === wanted);
  return found ? found[1] : null;
}
