import { NOTIFICATION_KIND } from '#domain/notifications';
import type { Conn } from '../db/query';
import { notifyUsers } from '../notifications/notify';

/** The partner's verification page in the portal. */
export const VERIFICATION_LINK = '/verification';

/** Tells a partner about a verification decision: its case decided or one of its documents rejected. */
export async function notifyPartner(db: Conn, partnerId: number, title: string, body: string) {
  await notifyUsers(db, [partnerId], {
    kind: NOTIFICATION_KIND.VERIFICATION_DECISION,
    title,
    body,
    link: VERIFICATION_LINK,
  });
}
