import { count, eq } from 'drizzle-orm';
import { VEHICLE_TYPES } from '#domain/vehicleTypes';
import { DOCUMENT_TYPES } from '#domain/documentTypes';
import { PROJECT_VERTICALS } from '#domain/projectVerticals';
import { DEFAULT_BID_LIMITS, bidLimitKey, type BidLimit } from '#domain/bidding';
import { DEFAULT_CONFIG_ENTRIES } from '#domain/clientConfig';
import { hashPassword } from '../auth/passwords';
import type { Db } from './client';
import * as t from './schema';
import { CITIES, COUNTRIES, STATES } from './seed-data/geography';
import { GOODS_TYPES } from './seed-data/goodsTypes';
import { VEHICLE_TYPE_VARIANTS } from './seed-data/vehicleVariants';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from './seed-data/demo';
import { seedShipments } from './seedShipments';
import { seedBookings } from './seedBookings';
import { USER_TYPE } from '#domain/userTypes';
import { demoTemplates } from './seed-data/templates';
import { REFUSAL_REASONS } from './seed-data/reasons';
import { seedPeople } from './seedPeople';
import { seedFleet } from './seedFleet';
import { seedPlaces } from './seedPlaces';
import { seedMoney } from './seedMoney';
import { seedBilling } from './seedBilling';
import { seedNotifications } from './seedNotifications';
import { seedOutbox } from './seedOutbox';
import { seedVerification } from './seedVerification';
import { seedScorecards } from './seedScorecards';
import { seedLaneRates } from './seedLaneRates';
import { LANE_RATE_HISTORY } from './seed-data/laneRates';

/** Reference data: inserted where missing, so a newer release can add rows to an old database. */
async function seedReferenceData(db: Db) {
  await db.insert(t.countries).values(COUNTRIES).onConflictDoNothing();
  await db.insert(t.states).values(STATES).onConflictDoNothing();
  await db.insert(t.cities).values(CITIES).onConflictDoNothing();
  await db
    .insert(t.vehicleTypes)
    .values([...VEHICLE_TYPES])
    .onConflictDoNothing();
  await db.insert(t.vehicleTypeVariants).values(VEHICLE_TYPE_VARIANTS).onConflictDoNothing();
  await db.insert(t.goodsTypes).values(GOODS_TYPES).onConflictDoNothing();
  await db
    .insert(t.documentTypes)
    .values([...DOCUMENT_TYPES])
    .onConflictDoNothing();
  await db
    .insert(t.projectVerticals)
    .values([...PROJECT_VERTICALS])
    .onConflictDoNothing();
  await db
    .insert(t.configs)
    .values([...DEFAULT_CONFIG_ENTRIES])
    .onConflictDoNothing();
  await db.insert(t.refusalReasons).values(REFUSAL_REASONS).onConflictDoNothing();
  // A bid limit is added where its key has none (a limit staff changed is kept as they left it).
  const present = new Set((await db.select().from(t.bidLimits)).map((row) => bidLimitKey(row as BidLimit)));
  const missing = DEFAULT_BID_LIMITS.filter((row) => !present.has(bidLimitKey(row)));
  if (missing.length) await db.insert(t.bidLimits).values([...missing]);
}

const DEMO_SHIPMENT_COUNT = 72;
/** Every demo shipment: the generated ones and the lane-rate history's (tests count them). */
export const DEMO_SHIPMENT_TOTAL = DEMO_SHIPMENT_COUNT + LANE_RATE_HISTORY.length;

/** Demo accounts of DESIGN.md, only into a database that has no users yet. */
async function seedDemoData(db: Db) {
  const [{ value: userCount }] = await db.select({ value: count() }).from(t.users);
  if (userCount > 0) return false;
  const roleIds = new Map<string, number>();
  for (const role of DEMO_ROLES) {
    const [row] = await db
      .insert(t.roles)
      .values({ name: role.name, permissions: [...role.permissions] })
      .returning();
    roleIds.set(role.key, row.id);
  }
  const companyIds = new Map<string, number>();
  for (const company of DEMO_COMPANIES) {
    const [group] = await db
      .insert(t.companyGroups)
      .values({ ...company.group })
      .returning();
    const [row] = await db
      .insert(t.companies)
      .values({ name: company.name, groupId: group.id, ...company.project })
      .returning();
    companyIds.set(company.key, row.id);
  }
  const userIds = new Map<string, number>();
  for (const user of DEMO_USERS) {
    const [row] = await db
      .insert(t.users)
      .values({
        userType: user.userType,
        roleId: user.role ? roleIds.get(user.role) : null,
        companyId: user.company ? companyIds.get(user.company) : null,
        fullName: user.fullName,
        email: user.email,
        phoneNumber: user.phoneNumber,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        countryId: 1,
      })
      .returning({ id: t.users.id });
    userIds.set(user.phoneNumber, row.id);
  }
  await seedDemoShipments(db, companyIds, userIds);
  await seedPeople(db, companyIds);
  await seedPlaces(db, companyIds);
  await seedMoney(db, companyIds);
  await seedBilling(db, companyIds);
  await seedVerification(db);
  await seedNotifications(db);
  await seedOutbox(db);
  await seedLaneRates(db, companyIds, userIds);
  await seedScorecards(db);
  return true;
}

/** Shipments in every status for both demo shipper companies and the broker, a few favourites. */
async function seedDemoShipments(db: Db, companyIds: Map<string, number>, userIds: Map<string, number>) {
  const creatorOf = (key: string) => userIds.get(DEMO_USERS.find((u) => u.company === key)!.phoneNumber)!;
  const owners = ['A', 'B', 'broker'].map((key) => ({ companyId: companyIds.get(key)!, createdBy: creatorOf(key) }));
  await seedShipments(db, DEMO_SHIPMENT_COUNT, owners);
  const shipperA = creatorOf('A');
  const ownA = await db
    .select({ id: t.shipments.id })
    .from(t.shipments)
    .where(eq(t.shipments.companyId, companyIds.get('A')!))
    .limit(3);
  await db.insert(t.shipmentFavourites).values(ownA.map(({ id }) => ({ userId: shipperA, shipmentId: id })));
  const partnerId = userIds.get(DEMO_USERS.find((u) => u.userType === USER_TYPE.PARTNER)!.phoneNumber)!;
  const driverUserId = userIds.get(DEMO_USERS.find((u) => u.userType === USER_TYPE.DRIVER)!.phoneNumber)!;
  await seedFleet(db, partnerId, driverUserId);
  await seedBookings(db, partnerId);
  for (const key of ['A', 'B'] as const) {
    await db.insert(t.shipmentTemplates).values(
      demoTemplates().map((template) => ({
        ...template,
        companyId: companyIds.get(key)!,
        createdBy: creatorOf(key),
      })),
    );
  }
}

/** Idempotent: safe on every start. Returns whether demo data was created. */
export async function seedDatabase(db: Db): Promise<{ demoCreated: boolean }> {
  await seedReferenceData(db);
  const demoCreated = await db.transaction((tx) => seedDemoData(tx as unknown as Db));
  return { demoCreated };
}
