import { shipperEmailSettings } from '../db/schema';
import { idIn, type VersionedWrite } from '../http/versioned';

/**
 * POST /config/shipper/email_notifications: the settings of the company named in the query (else the
 * caller's) are version-checked. Reading and saving them is server/verification/companySettings.ts.
 */
export const emailNotificationsWrite: VersionedWrite = {
  table: shipperEmailSettings,
  resource: 'email-notifications',
  key: shipperEmailSettings.companyId,
  keyOf: (request) => idIn('query', 'companyId')(request) ?? request.auth?.companyId,
};
