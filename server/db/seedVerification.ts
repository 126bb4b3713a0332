import { and, eq } from 'drizzle-orm';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { USER_TYPE } from '#domain/userTypes';
import { CASE_STATUS, DEFAULT_REQUIRED_DOCUMENT_TYPE_IDS, VERIFICATION_DOCUMENT_TYPE_IDS } from '#domain/verification';
import { hashPassword } from '../auth/passwords';
import type { Db } from './client';
import * as t from './schema';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from './seed-data/demo';
import { TINY_PNG, tinyPdf } from './seed-data/fleet';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const phoneOf = (userType: number) => DEMO_USERS.find((u) => u.userType === userType)!.phoneNumber;
/** Seeded partners: Chenab (seed-data/people.ts) rejected, and one more awaiting review for three days. */
const CHENAB_PHONE = '03041234568';
export const WAITING_PARTNER = {
  fullName: 'Potohar Carriers',
  phoneNumber: '03041234569',
  email: 'potohar@example.com',
} as const;

async function userIdByPhone(db: Db, phoneNumber: string) {
  const [row] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phoneNumber, phoneNumber));
  return row?.id;
}

/**
 * Partner verification and company e-mail settings: the verification config (CNIC, licence and company
 * card required), a queue with an order (Potohar 3 days, the demo partner 20 hours, Chenab rejected), and
 * company A's e-mail notifications. Idempotent: does nothing the demo data already holds.
 */
export async function seedVerification(db: Db) {
  await db
    .insert(t.verificationConfig)
    .values(
      VERIFICATION_DOCUMENT_TYPE_IDS.map((documentTypeId) => ({
        documentTypeId,
        required: DEFAULT_REQUIRED_DOCUMENT_TYPE_IDS.includes(documentTypeId),
      })),
    )
    .onConflictDoNothing();
  const partnerId = await userIdByPhone(db, phoneOf(USER_TYPE.PARTNER));
  const reviewerId = await userIdByPhone(db, phoneOf(USER_TYPE.INTERNAL));
  if (!partnerId || !reviewerId) return;
  const [existing] = await db
    .select({ id: t.verificationCases.id })
    .from(t.verificationCases)
    .where(eq(t.verificationCases.partnerId, partnerId));
  if (existing) return;

  await db.insert(t.verificationCases).values({
    partnerId,
    status: CASE_STATUS.PENDING,
    submittedAt: ago(20),
    data: { companyName: 'Tariq Transport', cnic: '3520212345671', address: 'Band Road, Lahore', city: 'Lahore' },
  });
  const cards = await db
    .select({ id: t.documents.id })
    .from(t.documents)
    .where(and(eq(t.documents.userId, partnerId), eq(t.documents.documentTypeId, DOCUMENT_TYPE.COMPANY_CARD)));
  if (cards.length)
    await db.insert(t.documentReviews).values(
      cards.map(({ id }) => ({
        documentId: id,
        status: CASE_STATUS.APPROVED,
        reviewedBy: reviewerId,
        reviewedAt: ago(2),
      })),
    );

  const chenabId = await userIdByPhone(db, CHENAB_PHONE);
  if (chenabId) {
    await db.insert(t.verificationCases).values({
      partnerId: chenabId,
      status: CASE_STATUS.REJECTED,
      reason: 'CNIC copy unreadable and company card expired',
      submittedAt: ago(6 * 24),
      decidedBy: reviewerId,
      decidedAt: ago(5 * 24),
      data: { companyName: 'Chenab Goods Transport', city: 'Gujranwala' },
    });
  }

  let waitingId = await userIdByPhone(db, WAITING_PARTNER.phoneNumber);
  if (!waitingId) {
    const [row] = await db
      .insert(t.users)
      .values({
        userType: USER_TYPE.PARTNER,
        ...WAITING_PARTNER,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        countryId: 1,
      })
      .returning({ id: t.users.id });
    waitingId = row.id;
    await db.insert(t.documents).values([
      {
        userId: waitingId,
        uploadedBy: waitingId,
        documentTypeId: DOCUMENT_TYPE.CNIC,
        fileName: 'cnic.png',
        contentType: 'image/png',
        sizeBytes: TINY_PNG.length,
        content: TINY_PNG,
      },
      {
        userId: waitingId,
        uploadedBy: waitingId,
        documentTypeId: DOCUMENT_TYPE.COMPANY_CARD,
        ...pdf('company-card.pdf', 'Company card - Potohar Carriers'),
      },
    ]);
  }
  await db
    .insert(t.verificationCases)
    .values({
      partnerId: waitingId,
      status: CASE_STATUS.PENDING,
      submittedAt: ago(3 * 24),
      data: { companyName: 'Potohar Carriers', city: 'Rawalpindi' },
    })
    .onConflictDoNothing();

  const [companyA] = await db
    .select({ id: t.companies.id })
    .from(t.companies)
    .where(eq(t.companies.name, DEMO_COMPANIES[0].name));
  if (companyA) {
    await db
      .insert(t.shipperEmailSettings)
      .values({
        companyId: companyA.id,
        events: ['BID_PLACED', 'BOOKING_STATUS', 'INVOICE_ISSUED'],
        emails: [DEMO_COMPANIES[0].project.email],
      })
      .onConflictDoNothing();
  }
}

function pdf(fileName: string, text: string) {
  const content = tinyPdf(text);
  return { fileName, contentType: 'application/pdf', sizeBytes: content.length, content };
}
