/**
 * The shipment spreadsheet import (issue 42): one shipment a row, one pick-up and one drop-off, its
 * columns read by their English header or their key. The API turns a row into the wizard's body and
 * checks it with the wizard's schema, so a row is refused with the same SPEC texts.
 */
export interface ImportColumn {
  key: string;
  header: string;
  /** The template's example row. */
  example: string | number;
  /** A file without this column is refused whole (its rows could never be valid). */
  required?: boolean;
}

export const IMPORT_COLUMNS = [
  { key: 'referenceNumber', header: 'Reference number', example: 'PO-1001' },
  { key: 'loadingTime', header: 'Loading time', example: '', required: true },
  { key: 'pickupCity', header: 'Pick-up city', example: 'Karachi', required: true },
  { key: 'pickupAddress', header: 'Pick-up address', example: 'Port Qasim, Berth 4', required: true },
  { key: 'dropOffCity', header: 'Drop-off city', example: 'Lahore', required: true },
  { key: 'dropOffAddress', header: 'Drop-off address', example: 'Sundar Industrial Estate', required: true },
  { key: 'shipmentType', header: 'Shipment type', example: 'Spot', required: true },
  { key: 'paymentType', header: 'Payment type', example: 'Paid', required: true },
  { key: 'rateBasis', header: 'Rate basis', example: 'Per vehicle', required: true },
  { key: 'vehicleType', header: 'Vehicle type', example: 'Flatbed', required: true },
  { key: 'vehicleCount', header: 'Vehicles', example: 2 },
  { key: 'weight', header: 'Weight (tonnes)', example: 30, required: true },
  { key: 'maxWeightPerVehicle', header: 'Max weight per vehicle (tonnes)', example: 20 },
  { key: 'goodsType', header: 'Goods type', example: 'Cement' },
  { key: 'goodsDescription', header: 'Goods description', example: 'Bagged cement' },
  { key: 'shipperRate', header: 'Shipper rate', example: 95000 },
  { key: 'contractAmount', header: 'Contract amount (staff only)', example: '' },
  { key: 'consigneeName', header: 'Consignee name', example: 'Ali Traders' },
  { key: 'consigneeNumber', header: 'Consignee phone', example: '03001234567' },
  { key: 'pointOfContactName', header: 'Point of contact name', example: 'Ahmed Khan' },
  { key: 'pointOfContactNumber', header: 'Point of contact phone', example: '03011234567' },
  { key: 'specialInstructions', header: 'Special instructions', example: 'Call before arrival' },
] as const satisfies readonly ImportColumn[];

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

/** How a header cell is compared: case, spaces and punctuation aside ("Pick-up city" = "pickupCity"). */
export const headerWord = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The column a header cell names, by its header or its key. */
export function columnOfHeader(text: string): ImportColumnKey | undefined {
  const word = headerWord(text);
  if (!word) return undefined;
  return IMPORT_COLUMNS.find((column) => headerWord(column.header) === word || headerWord(column.key) === word)?.key;
}

/** What became of a row: checked (dry run) or imported, or refused with the schema's texts. */
export const IMPORT_ROW_STATUS = ['valid', 'refused', 'created', 'alreadyImported'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUS)[number];

/** The template's loading time: a week from today at nine, written as the file may write it. */
export function exampleLoadingTime(now = new Date()) {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7, 9, 0);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())} 09:00`;
}

/** The template's example row, in column order. */
export const templateExample = (now = new Date()) =>
  IMPORT_COLUMNS.map((column) => (column.key === 'loadingTime' ? exampleLoadingTime(now) : column.example));
