import { USER_TYPE } from '#domain/userTypes';
import { bulkUserStatusSchema } from '#domain/schemas/bulk';
import { DataOf } from '#domain/records/envelope';
import { BulkOutcome } from '#domain/records/bulk';
import { requireUserType } from '../auth/guard';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { writeRecord } from '../http/write';
import { eachRecord } from '../http/bulk';
import { changeBlockStatus } from './blockStatus';
import { userWrite } from './service';

/**
 * The users list's bulk action: block (with a reason) or unblock the selected users, each as the single
 * route does it (blockStatus.ts) in its own transaction with its version checked; oneself, a colleague
 * holding more or a stale row is refused alone.
 */
export default async function userBulkRoutes(app: Api) {
  app.post(
    '/user/bulk/update-status',
    {
      config: { access: ['users', 'update'] },
      preValidation: requireUserType(USER_TYPE.INTERNAL),
      schema: docs({
        tags: ['users'],
        answer: DataOf(BulkOutcome),
        summary:
          'Block (1, with a reason and details) or unblock (2) each selected user, alone, its version checked: each done or refused',
        body: bulkUserStatusSchema,
      }),
    },
    (request) => {
      const { items, ...status } = request.body;
      return eachRecord(request, items, ({ id, version }) =>
        writeRecord(request, { version: userWrite }, { key: id, expected: version }, (tx) =>
          changeBlockStatus(tx, request, id, status),
        ),
      );
    },
  );
}
