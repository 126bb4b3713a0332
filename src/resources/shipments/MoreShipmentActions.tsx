import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { isCancellable, type ShipmentStatus } from '#domain/shipments';
import type { ShipmentRow } from '#domain/records/shipments';
import { storage } from '../../providers/storage';
import { useConfirm } from '../../components/confirm';
import { ProjectVerticalDialog } from './ProjectVerticalDialog';
import { useShipmentAction } from './useShipmentAction';

/** The less frequent staff actions: become the point of contact, change the vertical, need one vehicle fewer. */
export function MoreShipmentActions({ record }: { record: ShipmentRow }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [verticalOpen, setVerticalOpen] = useState(false);
  const confirm = useConfirm();
  const translate = useTranslate();
  const me = storage.getJson<{ id: number }>('user')?.id;
  const assign = useShipmentAction(
    (dp, userId: number) => dp.assignPointOfContact(record.id, userId),
    'app.shipments.more.youAreContact',
  );
  const fewer = useShipmentAction(
    (dp) => dp.decrementVehicleCount(record.id),
    'app.shipments.more.vehicleCountLowered',
  );
  const close = () => setAnchor(null);
  const active = isCancellable(record.status as ShipmentStatus);
  return (
    <>
      <Button
        startIcon={<MoreVertIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'more-actions-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('app.shipments.more.button')}
      </Button>
      <Menu id="more-actions-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          disabled={!me || record.assignedTo === me || assign.isPending}
          onClick={() => {
            close();
            assign.mutate([me!]);
          }}
        >
          {translate('app.shipments.more.makeMeContact')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setVerticalOpen(true);
          }}
        >
          {translate('app.shipments.more.changeVertical')}
        </MenuItem>
        <MenuItem
          disabled={!active || record.vehicleCount <= 1 || fewer.isPending}
          onClick={() => {
            close();
            confirm({
              title: translate('app.shipments.more.fewerTitle', { code: record.code }),
              description: translate('app.shipments.more.fewerDescription', {
                smart_count: record.vehicleCount - 1,
                count: record.vehicleCount,
              }),
              confirmationText: translate('app.shipments.more.lowerVehicleCount'),
            }).then(
              () => fewer.mutate([]),
              () => undefined,
            );
          }}
        >
          {translate('app.shipments.more.oneVehicleFewer')}
        </MenuItem>
      </Menu>
      {verticalOpen && <ProjectVerticalDialog record={record} open onClose={() => setVerticalOpen(false)} />}
    </>
  );
}
