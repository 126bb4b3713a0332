import Papa from 'papaparse';
import { MESSAGES } from '#domain/messages';
import { SHIPMENT_IMPORT_MAX_ROWS } from '#domain/limits';
import { badRequest, HttpError } from '../http/errors';

/** A cell as read: text, a number, or a date (an .xlsx date cell: its UTC fields are the wall time written). */
export type Cell = string | number | boolean | Date | undefined;

/** A spreadsheet's first sheet: its header row and its data rows, each numbered as the spreadsheet shows it. */
export interface Sheet {
  header: string[];
  rows: { row: number; cells: Cell[] }[];
}

/** An .xlsx is a zip: past this much unpacked, it is refused before it is unpacked (a zip bomb). */
const XLSX_MAX_UNPACKED_BYTES = 40 * 1024 * 1024;
const ZIP_START = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const isBlank = (cell: Cell) => cell === undefined || (typeof cell === 'string' && cell.trim() === '');
const tooMany = () => badRequest(MESSAGES.importTooManyRows);

/** The header, then the non-blank rows (at most SHIPMENT_IMPORT_MAX_ROWS). */
function sheetOf(lines: { row: number; cells: Cell[] }[]): Sheet {
  const filled = lines.filter((line) => !line.cells.every(isBlank));
  const [header, ...rows] = filled;
  if (!header || !rows.length) throw badRequest(MESSAGES.importEmpty);
  if (rows.length > SHIPMENT_IMPORT_MAX_ROWS) throw tooMany();
  return { header: header.cells.map((cell) => String(cell ?? '').trim()), rows };
}

function readCsv(content: Buffer): Sheet {
  const text = content.toString('utf8');
  if (content.includes(0) || text.includes('\uFFFD')) throw badRequest(MESSAGES.importFileType);
  // Papa guesses the delimiter, so a spreadsheet saved with semicolons reads too.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  return sheetOf(parsed.data.map((cells, index) => ({ row: index + 1, cells })));
}

/** What a zip's central directory says its files unpack to (never trusted further: a refusal only). */
function unpackedSize(zip: Buffer): number {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > zip.length) return 0;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries && at + 46 <= zip.length && zip.readUInt32LE(at) === 0x02014b50; i++) {
    total += zip.readUInt32LE(at + 24);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}

/** An .xlsx cell's value as text, number or date: formulas by their result, rich text and links by their text. */
function cellValue(value: unknown): Cell {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value;
  const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: string };
  if ('result' in v) return cellValue(v.result);
  if (v.richText) return v.richText.map((part) => part.text).join('');
  if (typeof v.text === 'string') return v.text;
  return v.error ?? undefined;
}

async function readXlsx(content: Buffer): Promise<Sheet> {
  if (unpackedSize(content) > XLSX_MAX_UNPACKED_BYTES) throw new HttpError(413, MESSAGES.importTooLarge);
  // Loaded with the first import only: the API's memory at rest stays without it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs' types name the Buffer of older Node typings; it reads any Buffer.
    await workbook.xlsx.load(content as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw badRequest(MESSAGES.importFileType);
  }
  const sheet = workbook.worksheets[0];
  // A zip that is no workbook (a .docx, say) has no sheet.
  if (!sheet) throw badRequest(MESSAGES.importFileType);
  if (sheet.actualRowCount > SHIPMENT_IMPORT_MAX_ROWS + 1) throw tooMany();
  const lines: { row: number; cells: Cell[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    // row.values is 1-based: its first place is always empty.
    const values = (row.values as unknown[]).slice(1);
    lines.push({ row: number, cells: Array.from(values, cellValue) });
  });
  return sheetOf(lines);
}

/** The uploaded file as a sheet: an .xlsx by its zip signature, else a CSV in UTF-8; anything else is a 400. */
export async function readSheet(content: Buffer): Promise<Sheet> {
  if (!content.length) throw badRequest(MESSAGES.importEmpty);
  return content.subarray(0, 4).equals(ZIP_START) ? readXlsx(content) : readCsv(content);
}
