import { Button } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PublicIcon from '@mui/icons-material/Public';
import { EditButton, TopToolbar, useRecordContext } from 'react-admin';
import { POOL_TYPE, SHIPMENT_STATUS_LABELS, isCancellable, type ShipmentStatus } from '#domain/shipments';
import type { ShipmentRow } from '#domain/records/shipments';
import { useIsStaff } from '../../providers/useIsStaff';
import { useConfirm } from '../../components/confirm';
import { CancelShipmentButton } from './CancelShipmentButton';
import { MarginButton } from './MarginButton';
import { TagButton } from './TagButton';
import { MoreShipmentActions } from './MoreShipmentActions';
import { useShipmentAction } from './useShipmentAction';

/** Every action the shipment's status and the user's role allow, and no other. */
export function ShipmentActions() {
  const record = useRecordContext<ShipmentRow>();
  const isStaff = useIsStaff();
  const confirm = useConfirm();
  const next = useShipmentAction((dp) => dp.moveShipmentToNextStatus(record!.id), 'Status updated');
  const openWindow = useShipmentAction((dp) => dp.openBidWindow(record!.id), 'Bidding window opened');
  const closeWindow = useShipmentAction((dp) => dp.closeBidWindow(record!.id), 'Bidding window closed');
  const toPublic = useShipmentAction(
    (dp) => dp.changeShipmentPool(record!.id, POOL_TYPE.PUBLIC),
    'Moved to the public loadboard',
  );
  if (!record) return <TopToolbar />;
  const active = isCancellable(record.status as ShipmentStatus);
  const nextLabel = record.nextStatus ? SHIPMENT_STATUS_LABELS[record.nextStatus as ShipmentStatus] : null;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {active && <EditButton />}
      {isStaff && nextLabel && (
        <Button
          startIcon={<ArrowForwardIcon />}
          disabled={next.isPending}
          onClick={() =>
            confirm({ title: `Move ${record.code} to “${nextLabel}”?`, confirmationText: 'Move' }).then(
              () => next.mutate([]),
              () => undefined,
            )
          }
        >
          Move to {nextLabel}
        </Button>
      )}
      {isStaff && active && record.bidWindowOpen && (
        <Button
          startIcon={<LockIcon />}
          disabled={closeWindow.isPending}
          onClick={() =>
            confirm({
              title: 'Close the bidding window?',
              description: 'Partners can no longer bid until it is opened again.',
              confirmationText: 'Close bidding',
            }).then(
              () => closeWindow.mutate([]),
              () => undefined,
            )
          }
        >
          Close bidding
        </Button>
      )}
      {isStaff && active && !record.bidWindowOpen && (
        <Button startIcon={<LockOpenIcon />} disabled={openWindow.isPending} onClick={() => openWindow.mutate([])}>
          Open bidding
        </Button>
      )}
      {isStaff && <TagButton record={record} />}
      {isStaff && <MarginButton record={record} />}
      {isStaff && record.poolType === POOL_TYPE.PRIVATE && (
        <Button startIcon={<PublicIcon />} disabled={toPublic.isPending} onClick={() => toPublic.mutate([])}>
          Move to public loadboard
        </Button>
      )}
      {active && <CancelShipmentButton record={record} />}
      {isStaff && <MoreShipmentActions record={record} />}
    </TopToolbar>
  );
}
