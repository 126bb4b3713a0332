import { useIsStaff } from '../../../providers/useIsStaff';
import { BulkNextStatus, BulkPool, BulkTag } from './BulkShipmentMoves';
import { BulkPointOfContact } from './BulkPointOfContact';
import { BulkCancelShipments } from './BulkCancelShipments';

/** What the selected shipments may be given at once: staff every move of the single page; shippers cancel. */
export function ShipmentBulkActions() {
  const isStaff = useIsStaff();
  return (
    <>
      {isStaff && <BulkTag />}
      {isStaff && <BulkPool />}
      {isStaff && <BulkNextStatus />}
      {isStaff && <BulkPointOfContact />}
      <BulkCancelShipments />
    </>
  );
}
