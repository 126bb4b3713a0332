import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import type { Db } from '../db/client';
import { companies, emailUnsubscribes, shipperEmailSettings } from '../db/schema';
import { badRequest } from '../http/errors';
import type { UnsubscribeClaim } from '#domain/unsubscribeClaims';

/**
 * Takes the address off its company's notification e-mails (shipper_email_settings.emails), records
 * when (email_unsubscribes) and moves the settings' version on, so an edit begun before it is refused
 * rather than putting the address back unseen. An address already off answers the same, recording nothing.
 */
export async function unsubscribe(db: Db, claim: UnsubscribeClaim) {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, claim.companyId));
    if (!company) throw badRequest(MESSAGES.unsubscribeLinkInvalid);
    const [settings] = await tx
      .select({ emails: shipperEmailSettings.emails })
      .from(shipperEmailSettings)
      .where(eq(shipperEmailSettings.companyId, claim.companyId))
      .for('update');
    const address = claim.email.trim().toLowerCase();
    const kept = (settings?.emails ?? []).filter((email) => email.trim().toLowerCase() !== address);
    if (settings && kept.length < settings.emails.length) {
      await tx
        .update(shipperEmailSettings)
        .set({
          emails: kept,
          updatedBy: null,
          updatedAt: new Date(),
          version: sql`${shipperEmailSettings.version} + 1`,
        })
        .where(eq(shipperEmailSettings.companyId, claim.companyId));
      await tx.insert(emailUnsubscribes).values({ companyId: claim.companyId, email: address });
    }
    return { email: claim.email, companyName: company.name };
  });
}
