import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { VEHICLE_DOCUMENT_TYPE_IDS, VERIFICATION_STATUS } from '#domain/fleet';
import type { Db } from './client';
import * as t from './schema';
import { DEMO_DRIVERS, DEMO_FLEETS, demoVehicles, TINY_PNG, tinyPdf } from './seed-data/fleet';

const [VEHICLE_REGISTRATION] = VEHICLE_DOCUMENT_TYPE_IDS;

const file = (fileName: string, content: Buffer, contentType: string) => ({
  fileName,
  content,
  contentType,
  sizeBytes: content.length,
});

/**
 * The demo partner's fleet (before its bookings, which name the drivers and vehicles): drivers in every
 * status with the vehicle types they drive, CNIC and licence on file for those verified or awaiting
 * verification, two fleets, vehicles in and out of them with their registration papers, and the
 * partner's own verification documents.
 */
export async function seedFleet(db: Db, partnerId: number, driverUserId: number) {
  const driverRows = await db
    .insert(t.drivers)
    .values(
      DEMO_DRIVERS.map(({ linkDemoDriver, vehicleTypeIds: _types, papers: _papers, ...driver }) => ({
        ...driver,
        partnerId,
        userId: linkDemoDriver ? driverUserId : null,
      })),
    )
    .returning({ id: t.drivers.id, phoneNumber: t.drivers.phoneNumber });
  const driverId = new Map(driverRows.map((row) => [row.phoneNumber, row.id]));
  await db
    .insert(t.driverVehicleTypes)
    .values(
      DEMO_DRIVERS.flatMap((d) =>
        d.vehicleTypeIds.map((vehicleTypeId) => ({ driverId: driverId.get(d.phoneNumber)!, vehicleTypeId })),
      ),
    );
  const driverPapers = DEMO_DRIVERS.filter((d) => d.papers).flatMap((d) => {
    const owner = { driverId: driverId.get(d.phoneNumber)!, uploadedBy: partnerId };
    const slug = d.fullName.toLowerCase().replace(/\s+/g, '-');
    return [
      { ...owner, documentTypeId: DOCUMENT_TYPE.CNIC, ...file(`${slug}-cnic.png`, TINY_PNG, 'image/png') },
      {
        ...owner,
        documentTypeId: DOCUMENT_TYPE.DRIVING_LICENSE,
        ...file(
          `${slug}-licence.pdf`,
          tinyPdf(`Driving licence ${d.licenseNumber} - ${d.fullName}`),
          'application/pdf',
        ),
      },
    ];
  });
  await db.insert(t.documents).values(driverPapers);

  const fleetRows = await db
    .insert(t.fleets)
    .values(DEMO_FLEETS.map(({ name, description }) => ({ partnerId, name, description })))
    .returning({ id: t.fleets.id, name: t.fleets.name });
  const fleetOf = (vehicleTypeId: number) => {
    const fleet = DEMO_FLEETS.find((f) => (f.vehicleTypeIds as readonly number[]).includes(vehicleTypeId));
    return fleet ? fleetRows.find((row) => row.name === fleet.name)!.id : null;
  };
  const vehicleRows = await db
    .insert(t.vehicles)
    .values(
      demoVehicles().map((vehicle) => ({
        ...vehicle,
        partnerId,
        fleetId: vehicle.status === VERIFICATION_STATUS.REJECTED ? null : fleetOf(vehicle.vehicleTypeId),
      })),
    )
    .returning({ id: t.vehicles.id, registrationNumber: t.vehicles.registrationNumber, status: t.vehicles.status });
  const registrations = vehicleRows
    .filter((v) => v.status !== VERIFICATION_STATUS.REJECTED)
    .map((v) => ({
      vehicleId: v.id,
      uploadedBy: partnerId,
      documentTypeId: VEHICLE_REGISTRATION,
      ...file(
        `${v.registrationNumber}-registration.pdf`,
        tinyPdf(`Vehicle registration ${v.registrationNumber}`),
        'application/pdf',
      ),
    }));
  await db.insert(t.documents).values(registrations);

  await db.insert(t.documents).values([
    {
      userId: partnerId,
      uploadedBy: partnerId,
      documentTypeId: DOCUMENT_TYPE.COMPANY_CARD,
      ...file('company-card.png', TINY_PNG, 'image/png'),
    },
    {
      userId: partnerId,
      uploadedBy: partnerId,
      documentTypeId: DOCUMENT_TYPE.PARTNER_VERIFICATION_DOCUMENT,
      ...file('partner-verification.pdf', tinyPdf('Partner verification - Tariq Transport'), 'application/pdf'),
    },
  ]);
}
