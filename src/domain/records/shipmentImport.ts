import { Type, type Static } from '@sinclair/typebox';
import { IMPORT_ROW_STATUS } from '../shipmentImport';
import { Count, Id, OneOf, Text } from './common';

/** Why a row was refused: its column (the template's key, or `row` for the row as a whole) and SPEC's text. */
export const ImportRowError = Type.Object({ field: Text, message: Text });

/** One row of an imported spreadsheet, numbered as the spreadsheet numbers it (the header is row 1). */
export const ShipmentImportRow = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  status: OneOf(IMPORT_ROW_STATUS),
  /** The shipment it made, or made at an earlier upload (created, alreadyImported). */
  id: Type.Optional(Id),
  /** That shipment's SH- reference. */
  reference: Type.Optional(Text),
  /** The row's own reference number, when it has one. */
  referenceNumber: Type.Optional(Text),
  errors: Type.Optional(Type.Array(ImportRowError)),
});

/** POST /shipment/import's answer: every row, and how many ended each way. */
export const ShipmentImportResult = Type.Object({
  dryRun: Type.Boolean(),
  rows: Type.Array(ShipmentImportRow),
  valid: Count,
  created: Count,
  alreadyImported: Count,
  refused: Count,
});

export type ImportRowError = Static<typeof ImportRowError>;
export type ShipmentImportRow = Static<typeof ShipmentImportRow>;
export type ShipmentImportResult = Static<typeof ShipmentImportResult>;
