import { eq } from 'drizzle-orm';
import { BILLABLE_CHARGE_TYPE_IDS, BILLING_CYCLE, BILLING_CYCLE_LABELS, type BillingCycle } from '#domain/money';
import { documentTypeName } from '#domain/documentTypes';
import { MESSAGES } from '#domain/messages';
import { DUE_DAYS, type BillingConfigurationInput } from '#domain/schemas/billing';
import type { BillingConfigurationRecord, BillingEnums } from '#domain/records/invoices';
import type { Db } from '../db/client';
import type { Conn } from '../db/query';
import { billingConfigurations, companies } from '../db/schema';
import { badRequest } from '../http/errors';
import { idIn, type VersionedWrite } from '../http/versioned';

/** The configuration is named by `companyId` in the body: the version it was based on is checked by write() (server/http/write.ts). */
export const billingConfigurationWrite: VersionedWrite = {
  table: billingConfigurations,
  resource: 'billing',
  key: billingConfigurations.companyId,
  keyOf: idIn('body', 'companyId'),
};

/** What an unconfigured company is billed by: monthly, no tax, 30 days, no extra charges, the bill-T attached. */
export const defaultConfiguration = (companyId: number): BillingConfigurationRecord => ({
  companyId,
  billingCycle: BILLING_CYCLE.MONTHLY,
  taxPercent: 0,
  dueDays: DUE_DAYS.default,
  billableChargeTypeIds: [],
  invoiceEmail: null,
  attachBillT: true,
  configured: false,
  version: null,
});

/** SPEC §7 billing/v1/invoice/configuration-enums. */
export const configurationEnums = (): BillingEnums => ({
  billingCycles: Object.values(BILLING_CYCLE).map((id) => ({ id, name: BILLING_CYCLE_LABELS[id] })),
  billableCharges: BILLABLE_CHARGE_TYPE_IDS.map((id) => ({ id, name: documentTypeName(id) ?? String(id) })),
});

export async function assertCompanyExists(db: Conn, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw badRequest(MESSAGES.invalidCompany);
  return company;
}

/** The company's configuration, or the defaults when it has none. */
export async function billingConfigurationOf(db: Conn, companyId: number): Promise<BillingConfigurationRecord> {
  const [row] = await db.select().from(billingConfigurations).where(eq(billingConfigurations.companyId, companyId));
  if (!row) return defaultConfiguration(companyId);
  return {
    companyId: row.companyId,
    billingCycle: row.billingCycle as BillingCycle,
    taxPercent: row.taxPercent,
    dueDays: row.dueDays,
    billableChargeTypeIds: row.billableChargeTypeIds,
    invoiceEmail: row.invoiceEmail,
    attachBillT: row.attachBillT,
    configured: true,
    version: row.version,
  };
}

/** Creates or replaces a company's configuration (an unknown company is a 400). */
export async function saveBillingConfiguration(
  db: Db,
  input: BillingConfigurationInput,
  userId: number | null,
): Promise<BillingConfigurationRecord> {
  await assertCompanyExists(db, input.companyId);
  const values = {
    billingCycle: input.billingCycle,
    taxPercent: input.taxPercent,
    dueDays: input.dueDays,
    billableChargeTypeIds: [...new Set(input.billableChargeTypeIds as number[])].sort((a, b) => a - b),
    invoiceEmail: input.invoiceEmail ?? null,
    attachBillT: input.attachBillT,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await db
    .insert(billingConfigurations)
    .values({ companyId: input.companyId, ...values })
    .onConflictDoUpdate({ target: billingConfigurations.companyId, set: values });
  return billingConfigurationOf(db, input.companyId);
}
