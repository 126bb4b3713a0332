import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { BLOCK_STATUS } from '#domain/userTypes';
import type { UserRecord } from '#domain/records/users';
import { BulkFormAction } from '../../../components/bulk/BulkFormAction';
import { BulkReasonAction } from '../../../components/bulk/BulkReasonAction';
import { useFreightDataProvider } from '../../../providers/useFreightDataProvider';

const userName = (user: UserRecord) => user.fullName;

/**
 * Block (with a reason) or unblock the selected users. Oneself and a colleague holding more are refused
 * by the API row by row, as the single button is not offered for them.
 */
export function UserBulkActions() {
  const dataProvider = useFreightDataProvider();
  return (
    <>
      <BulkReasonAction<UserRecord>
        label="app.bulk.users.block"
        icon={<BlockIcon />}
        color="error"
        title="app.bulk.users.blockTitle"
        kind="block"
        labelOf={userName}
        send={(reason) => (items) =>
          dataProvider.bulkSetUserStatus({ items, blockStatus: BLOCK_STATUS.BLOCKED, ...reason })
        }
      />
      <BulkFormAction<UserRecord>
        label="app.bulk.users.unblock"
        icon={<LockOpenIcon />}
        title="app.bulk.users.unblockTitle"
        description="app.bulk.users.unblockDescription"
        labelOf={userName}
        send={(items) => dataProvider.bulkSetUserStatus({ items, blockStatus: BLOCK_STATUS.UNBLOCKED })}
      />
    </>
  );
}
