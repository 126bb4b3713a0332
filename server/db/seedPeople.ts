import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { USER_TYPE } from '#domain/userTypes';
import { hashPassword } from '../auth/passwords';
import type { Db } from './client';
import * as t from './schema';
import { DEMO_PASSWORD } from './seed-data/demo';
import { EXTRA_GROUPS, EXTRA_ROLES, EXTRA_USERS, blockedColumns } from './seed-data/people';

/** A tiny but real PDF, so the foreign group's licence opens in a viewer. */
const LICENCE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The users area in every state (seed-data/people.ts): roles, staff, shipper logins, a broker, a partner, groups. */
export async function seedPeople(db: Db, companyIds: Map<string, number>) {
  const roleIds = new Map<string, number>();
  for (const role of EXTRA_ROLES) {
    const [row] = await db
      .insert(t.roles)
      .values({ name: role.name, permissions: [...role.permissions] })
      .returning({ id: t.roles.id });
    roleIds.set(role.key, row.id);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const user of EXTRA_USERS) {
    let companyId = user.company ? companyIds.get(user.company)! : null;
    if (user.adda) {
      const [adda] = await db
        .insert(t.companies)
        .values({ name: user.adda, phoneNumber: user.phoneNumber, email: user.email, countryId: 1 })
        .returning({ id: t.companies.id });
      companyId = adda.id;
    }
    await db.insert(t.users).values({
      userType: user.userType,
      roleId: user.role ? roleIds.get(user.role) : null,
      companyId: user.userType === USER_TYPE.INTERNAL || user.userType === USER_TYPE.PARTNER ? null : companyId,
      fullName: user.fullName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      passwordHash,
      countryId: 1,
      ...blockedColumns(user),
    });
  }
  for (const extra of EXTRA_GROUPS) {
    const [group] = await db
      .insert(t.companyGroups)
      .values({ ...extra.group })
      .returning({ id: t.companyGroups.id });
    if (extra.licence) {
      await db.insert(t.documents).values({
        companyGroupId: group.id,
        purpose: 'importExportLicense',
        documentTypeId: DOCUMENT_TYPE.OTHERS,
        fileName: 'import-export-licence.pdf',
        contentType: 'application/pdf',
        sizeBytes: LICENCE_PDF.length,
        content: LICENCE_PDF,
      });
    }
    if (extra.project) {
      const [project] = await db
        .insert(t.companies)
        .values({ ...extra.project, groupId: group.id })
        .returning({ id: t.companies.id });
      await db.insert(t.users).values({
        userType: USER_TYPE.SHIPPER,
        companyId: project.id,
        fullName: extra.project.name,
        email: extra.project.email,
        phoneNumber: extra.project.phoneNumber,
        passwordHash,
        countryId: extra.project.countryId,
      });
    }
  }
}
