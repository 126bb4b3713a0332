import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { canAccess, type PermissionAction } from '#domain/permissions';
import { isCompanyScoped, type UserType } from '#domain/userTypes';
import type { EmailNotificationsInput } from '#domain/schemas/config';
import { currentUser, isInternal } from '../auth/guard';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { billingConfigurations, companies, shipperEmailSettings } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';

/** Config writes: only staff whose role grants config (the guard lets every signed-in user reach /config). */
export function assertConfigStaff(user: AuthUser, action: PermissionAction = 'update') {
  if (
    !isInternal(user) ||
    !canAccess({ userType: user.userType as UserType, permissions: user.permissions }, action, 'config')
  )
    throw forbidden();
}

/** Whose company settings: a shipper or broker always its own; staff name it (?companyId=); anyone else 403. */
export async function settingsCompanyId(
  db: Db,
  request: FastifyRequest,
  companyId: number | undefined,
  action: PermissionAction,
) {
  const user = currentUser(request);
  if (isCompanyScoped(user.userType as UserType)) {
    if (user.companyId === null) throw forbidden();
    if (companyId !== undefined && companyId !== user.companyId) throw notFound();
    return user.companyId;
  }
  assertConfigStaff(user, action);
  if (companyId === undefined) throw badRequest(MESSAGES.companyRequired);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  return company.id;
}

export async function emailSettings(db: Db, companyId: number) {
  const [row] = await db
    .select({
      events: shipperEmailSettings.events,
      emails: shipperEmailSettings.emails,
      updatedAt: shipperEmailSettings.updatedAt,
      version: shipperEmailSettings.version,
    })
    .from(shipperEmailSettings)
    .where(eq(shipperEmailSettings.companyId, companyId));
  return {
    companyId,
    events: row?.events ?? [],
    emails: row?.emails ?? [],
    updatedAt: row?.updatedAt ?? null,
    version: row?.version ?? null,
  };
}

export async function saveEmailSettings(db: Db, companyId: number, userId: number, input: EmailNotificationsInput) {
  const values = {
    events: [...new Set(input.events)],
    emails: [...new Set(input.emails.map((e) => e.toLowerCase()))],
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await db
    .insert(shipperEmailSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: shipperEmailSettings.companyId, set: values });
  return emailSettings(db, companyId);
}

/** GET /company/v1/configurations: a company's billing set-up (if any), e-mail settings and contractual allowance. */
export async function companyConfigurationSummary(db: Db, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, isContractualAllowed: companies.isContractualAllowed })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const [billing] = await db
    .select({
      billingCycle: billingConfigurations.billingCycle,
      taxPercent: billingConfigurations.taxPercent,
      dueDays: billingConfigurations.dueDays,
      billableChargeTypeIds: billingConfigurations.billableChargeTypeIds,
      invoiceEmail: billingConfigurations.invoiceEmail,
      attachBillT: billingConfigurations.attachBillT,
    })
    .from(billingConfigurations)
    .where(eq(billingConfigurations.companyId, companyId));
  const { events, emails } = await emailSettings(db, companyId);
  return {
    companyId,
    companyName: company.name,
    isContractualAllowed: company.isContractualAllowed,
    billing: billing ?? null,
    emailNotifications: { events, emails },
  };
}
