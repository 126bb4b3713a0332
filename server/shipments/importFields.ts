import { MESSAGES } from '#domain/messages';
import { IMPORT_COLUMNS } from '#domain/shipmentImport';

/** A refusal about the row as a whole (its company, project or shipper), not one of its cells. */
export const WHOLE_ROW = 'row';

/** The wizard's field paths (array places dropped) and the spreadsheet column each is typed in. */
const COLUMN_OF_PATH: Record<string, string> = {
  shipmentCategoryTypeId: 'shipmentType',
  paymentReceivingTypeId: 'paymentType',
  bidCategoryTypeId: 'rateBasis',
  vehicleTypeId: 'vehicleType',
  'pickupLocations.cityId': 'pickupCity',
  'pickupLocations.address': 'pickupAddress',
  'pickupLocations.loads.goodsTypeId': 'goodsType',
  'pickupLocations.loads.goodsTypeDescription': 'goodsDescription',
  'pickupLocations.loads.weight': 'weight',
  // The loads' total against the shipment's weight.
  pickupLocations: 'weight',
  'dropOffLocations.cityId': 'dropOffCity',
  'dropOffLocations.address': 'dropOffAddress',
  // Pick-up and drop-off cities must differ: said at the drop-off.
  dropOffLocations: 'dropOffCity',
};

const COLUMN_KEYS = new Set<string>(IMPORT_COLUMNS.map((column) => column.key));

/** The column a schema error's path points at (`pickupLocations[0].cityId` → pickupCity). */
export function fieldOfPath(path: string | undefined): string {
  const plain = (path ?? '').replace(/\[\d+\]/g, '').replace(/\["?([^"\]]+)"?\]/g, '.$1');
  const column = COLUMN_OF_PATH[plain] ?? plain;
  return COLUMN_KEYS.has(column) ? column : WHOLE_ROW;
}

/** The refusals of the create path after the schema (what is offered, what exists) and the column each concerns. */
const COLUMN_OF_MESSAGE: Record<string, string> = {
  [MESSAGES.contractualNotAllowed]: 'shipmentType',
  [MESSAGES.shipmentTypeNotOffered]: 'shipmentType',
  [MESSAGES.paymentTypeNotOffered]: 'paymentType',
  [MESSAGES.vehicleTypeNotOffered]: 'vehicleType',
  [MESSAGES.invalidGoodsType]: 'goodsType',
};

export const fieldOfMessage = (message: string) => COLUMN_OF_MESSAGE[message] ?? WHOLE_ROW;
