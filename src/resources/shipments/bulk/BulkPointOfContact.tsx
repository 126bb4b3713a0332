import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { BLOCK_STATUS, USER_TYPE } from '#domain/userTypes';
import { MAX_PAGE_SIZE } from '#domain/limits';
import type { ShipmentRow } from '#domain/records/shipments';
import type { UserRecord } from '#domain/records/users';
import { BulkFormAction } from '../../../components/bulk/BulkFormAction';
import { useFreightDataProvider } from '../../../providers/useFreightDataProvider';
import { storage } from '../../../providers/storage';
import type { StoredUser } from '../../../providers/authProvider';
import { shipmentCode } from './BulkShipmentMoves';

/**
 * Staff: one member of staff becomes the internal point of contact of the selected shipments: oneself,
 * or a colleague when the role may read the users list (else oneself only).
 */
export function BulkPointOfContact() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const me = storage.getJson<StoredUser>('user');
  const [userId, setUserId] = useState<number | ''>(me?.id ?? '');
  const staff = useQuery({
    queryKey: ['bulk', 'staffMembers'],
    queryFn: () =>
      dataProvider.getList<UserRecord>('users', {
        filter: { userType: USER_TYPE.INTERNAL, blockStatus: BLOCK_STATUS.UNBLOCKED },
        pagination: { page: 1, perPage: MAX_PAGE_SIZE },
        sort: { field: 'fullName', order: 'ASC' },
      }),
    retry: false,
    staleTime: 60_000,
  });
  const colleagues = (staff.data?.data ?? []).filter((user) => user.id !== me?.id);
  return (
    <BulkFormAction<ShipmentRow>
      label="app.bulk.shipments.pointOfContact"
      icon={<SupportAgentIcon />}
      title="app.bulk.shipments.pointOfContactTitle"
      labelOf={shipmentCode}
      send={(items) => dataProvider.bulkShipments('assign-point-of-contact', { items, userId: Number(userId) })}
      dirty={userId !== (me?.id ?? '')}
      onClosed={() => setUserId(me?.id ?? '')}
    >
      <TextField
        select
        required
        label={translate('app.bulk.shipments.staffMember')}
        value={userId}
        onChange={(event) => setUserId(Number(event.target.value))}
      >
        {me && <MenuItem value={me.id}>{translate('app.bulk.shipments.me', { name: me.fullName })}</MenuItem>}
        {colleagues.map((user) => (
          <MenuItem key={user.id} value={user.id}>
            {user.fullName}
          </MenuItem>
        ))}
      </TextField>
    </BulkFormAction>
  );
}
