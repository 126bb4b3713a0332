import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { BLOCK_STATUS, USER_TYPE } from '#domain/userTypes';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { badRequest } from '../http/errors';
import { updateShipment } from './queries';

/** Makes a member of staff (internal, not blocked) the shipment's point of contact; anyone else is a 400. */
export async function assignPointOfContact(db: Db, shipmentId: number, userId: number) {
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.userType, USER_TYPE.INTERNAL), eq(users.blockStatus, BLOCK_STATUS.UNBLOCKED)),
    );
  if (!staff) throw badRequest(MESSAGES.notStaffMember);
  await updateShipment(db, shipmentId, { assignedTo: staff.id });
}
