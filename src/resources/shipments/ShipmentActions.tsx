import { Button } from '@mui/material';
import { ForwardIcon } from '../../components/ForwardIcon';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PublicIcon from '@mui/icons-material/Public';
import { EditButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { POOL_TYPE, isCancellable, type ShipmentStatus } from '#domain/shipments';
import type { ShipmentRow } from '#domain/records/shipments';
import { useIsStaff } from '../../providers/useIsStaff';
import { useConfirm } from '../../components/confirm';
import { useEnumLabel } from '../../i18n/useEnumLabel';
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
  const translate = useTranslate();
  const label = useEnumLabel();
  const next = useShipmentAction(
    (dp) => dp.moveShipmentToNextStatus(record!.id),
    'app.shipments.actions.statusUpdated',
  );
  const openWindow = useShipmentAction((dp) => dp.openBidWindow(record!.id), 'app.shipments.actions.biddingOpened');
  const closeWindow = useShipmentAction((dp) => dp.closeBidWindow(record!.id), 'app.shipments.actions.biddingClosed');
  const toPublic = useShipmentAction(
    (dp) => dp.changeShipmentPool(record!.id, POOL_TYPE.PUBLIC),
    'app.shipments.actions.movedToPublic',
  );
  if (!record) return <TopToolbar />;
  const active = isCancellable(record.status as ShipmentStatus);
  const nextLabel = record.nextStatus ? label('shipmentStatus', record.nextStatus) : null;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {active && <EditButton />}
      {isStaff && nextLabel && (
        <Button
          startIcon={<ForwardIcon />}
          disabled={next.isPending}
          onClick={() =>
            confirm({
              title: translate('app.shipments.actions.moveTitle', { code: record.code, status: nextLabel }),
              confirmationText: translate('app.shipments.actions.move'),
            }).then(
              () => next.mutate([]),
              () => undefined,
            )
          }
        >
          {translate('app.shipments.actions.moveTo', { status: nextLabel })}
        </Button>
      )}
      {isStaff && active && record.bidWindowOpen && (
        <Button
          startIcon={<LockIcon />}
          disabled={closeWindow.isPending}
          onClick={() =>
            confirm({
              title: translate('app.shipments.actions.closeBiddingTitle'),
              description: translate('app.shipments.actions.closeBiddingDescription'),
              confirmationText: translate('app.shipments.actions.closeBidding'),
            }).then(
              () => closeWindow.mutate([]),
              () => undefined,
            )
          }
        >
          {translate('app.shipments.actions.closeBidding')}
        </Button>
      )}
      {isStaff && active && !record.bidWindowOpen && (
        <Button startIcon={<LockOpenIcon />} disabled={openWindow.isPending} onClick={() => openWindow.mutate([])}>
          {translate('app.shipments.actions.openBidding')}
        </Button>
      )}
      {isStaff && <TagButton record={record} />}
      {isStaff && active && <MarginButton record={record} />}
      {isStaff && record.poolType === POOL_TYPE.PRIVATE && (
        <Button startIcon={<PublicIcon />} disabled={toPublic.isPending} onClick={() => toPublic.mutate([])}>
          {translate('app.shipments.actions.moveToPublic')}
        </Button>
      )}
      {active && <CancelShipmentButton record={record} />}
      {isStaff && <MoreShipmentActions record={record} />}
    </TopToolbar>
  );
}
