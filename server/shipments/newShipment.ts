import { MESSAGES } from '#domain/messages';
import { USER_TYPE, isCompanyScoped } from '#domain/userTypes';
import { withoutStaffOnlyFields, type ShipmentInput, type ShipmentValidationContext } from '#domain/schemas/shipment';
import type { AuthUser } from '../context';
import { isInternal } from '../auth/guard';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { brokerProjectId } from '../companies/projects';
import { shipperOf, variantCapacity } from './create';

/*
 * What a new shipment's body becomes for its caller, shared by POST /shipment/v3 and the spreadsheet
 * import (server/shipments/importShipments.ts), so that both check and place it alike.
 */

/** The body as the caller may send it (staff-only fields dropped for shippers and brokers) and its validation context. */
export async function creationOf(
  tx: Db,
  user: AuthUser,
  body: unknown,
): Promise<{ sent: unknown; context: ShipmentValidationContext & Record<string, unknown> }> {
  const staff = isInternal(user);
  const sent = staff ? body : withoutStaffOnlyFields(body);
  const capacity = await variantCapacity(tx, (sent as { vehicleTypeVariantId?: unknown } | null)?.vehicleTypeVariantId);
  return { sent, context: { creating: true, staff, capacity } };
}

export interface ShipmentOwner {
  companyId: number;
  projectId: number;
  shipperId: number | null;
}

/**
 * Whose the shipment is: a shipment belongs to a project (a row of companies): staff name it as
 * companyId or projectId; a shipper's is its own company's; a broker's is its own, for its adda or
 * one of the projects it made.
 */
export async function ownerOf(tx: Db, user: AuthUser, input: ShipmentInput): Promise<ShipmentOwner> {
  const companyId = isCompanyScoped(user.userType) ? user.companyId : (input.companyId ?? input.projectId);
  if (!companyId) throw badRequest(MESSAGES.fillRequired);
  const projectId =
    user.userType === USER_TYPE.DEMAND_ADDA ? await brokerProjectId(tx, user, input.projectId) : companyId;
  if (user.userType !== USER_TYPE.DEMAND_ADDA && input.projectId !== undefined && input.projectId !== companyId)
    throw badRequest(MESSAGES.invalidProject);
  const shipperId = await shipperOf(tx, user, input.shipperId, companyId);
  return { companyId, projectId: projectId ?? companyId, shipperId };
}
