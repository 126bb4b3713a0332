import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
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
  const me = storage.getJson<{ id: number }>('user')?.id;
  const assign = useShipmentAction(
    (dp, userId: number) => dp.assignPointOfContact(record.id, userId),
    'You are the point of contact',
  );
  const fewer = useShipmentAction((dp) => dp.decrementVehicleCount(record.id), 'Vehicle count lowered');
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
        More
      </Button>
      <Menu id="more-actions-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          disabled={!me || record.assignedTo === me || assign.isPending}
          onClick={() => {
            close();
            assign.mutate([me!]);
          }}
        >
          Make me the point of contact
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setVerticalOpen(true);
          }}
        >
          Change project vertical
        </MenuItem>
        <MenuItem
          disabled={!active || record.vehicleCount <= 1 || fewer.isPending}
          onClick={() => {
            close();
            confirm({
              title: `Need one vehicle fewer for ${record.code}?`,
              description: `The shipment will need ${record.vehicleCount - 1} vehicle(s) instead of ${record.vehicleCount}.`,
              confirmationText: 'Lower vehicle count',
            }).then(
              () => fewer.mutate([]),
              () => undefined,
            );
          }}
        >
          One vehicle fewer
        </MenuItem>
      </Menu>
      {verticalOpen && <ProjectVerticalDialog record={record} open onClose={() => setVerticalOpen(false)} />}
    </>
  );
}
