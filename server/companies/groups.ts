import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import type { CompanyGroupInput } from '#domain/schemas/companies';
import type { Db } from '../db/client';
import { cities, companies, companyGroups, countries, documents, states } from '../db/schema';
import { matchesAny, pageOf, type Conn } from '../db/query';
import { badRequest, conflict, notFound } from '../http/errors';
import type { VersionedWrite } from '../http/versioned';
import { nameForType, sniffDocumentType, type UploadedFile } from '../files/upload';

/** The files a group may carry, by form field (SPEC §3), and the document type each is kept as. */
export const GROUP_FILES = {
  logo: DOCUMENT_TYPE.LOGO,
  companyRegistrationCertificate: DOCUMENT_TYPE.OTHERS,
  importExportLicense: DOCUMENT_TYPE.OTHERS,
} as const;
export type GroupFile = keyof typeof GROUP_FILES;

/** A route that changes a company group: the version it was based on is checked by write() (server/http/write.ts). */
export const companyGroupWrite: VersionedWrite = { table: companyGroups, resource: 'company-groups' };

/** The group's files, described (without their bytes). */
export const groupFiles = (db: Db, groupId: number) =>
  db
    .select({
      id: documents.id,
      purpose: documents.purpose,
      fileName: documents.fileName,
      contentType: documents.contentType,
      sizeBytes: documents.sizeBytes,
    })
    .from(documents)
    .where(eq(documents.companyGroupId, groupId));

/** Company groups by name (then id), one page of them with their country's name, and how many match the search. */
export async function listCompanyGroups(db: Db, query: { q?: string; page: number; pageSize: number }) {
  const where = matchesAny(query.q, companyGroups.name);
  const page = pageOf(query);
  const [content, [{ total }]] = await Promise.all([
    db
      .select({
        id: companyGroups.id,
        name: companyGroups.name,
        countryId: companyGroups.countryId,
        countryName: countries.name,
        cityId: companyGroups.cityId,
        identificationType: companyGroups.identificationType,
        identificationValue: companyGroups.identificationValue,
        createdAt: companyGroups.createdAt,
        version: companyGroups.version,
      })
      .from(companyGroups)
      .innerJoin(countries, eq(countries.id, companyGroups.countryId))
      .where(where)
      .orderBy(asc(companyGroups.name), asc(companyGroups.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(companyGroups).where(where),
  ]);
  return { content, total, page };
}

/** A group with its place names, project count and files; 404 when there is none. */
export async function findCompanyGroup(db: Db, id: number) {
  const [row] = await db
    .select({ group: companyGroups, cityName: cities.name, provinceName: states.name, countryName: countries.name })
    .from(companyGroups)
    .leftJoin(cities, eq(cities.id, companyGroups.cityId))
    .leftJoin(states, eq(states.id, companyGroups.provinceId))
    .leftJoin(countries, eq(countries.id, companyGroups.countryId))
    .where(eq(companyGroups.id, id));
  if (!row) throw notFound();
  const group = { ...row.group, cityName: row.cityName, provinceName: row.provinceName, countryName: row.countryName };
  const [{ projects }] = await db.select({ projects: count() }).from(companies).where(eq(companies.groupId, id));
  return { ...group, projectCount: projects, files: await groupFiles(db, id) };
}

/** The country, the province in it and every city named must exist (400 otherwise). */
export async function assertGroupPlaces(
  db: Db,
  input: { cityId: number; provinceId: number; countryId: number; operationalCityIds: number[] },
) {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.countryId));
  const [province] = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.id, input.provinceId), eq(states.countryId, input.countryId)));
  const ids = [...new Set([input.cityId, ...input.operationalCityIds])];
  const found = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, ids));
  if (!country || !province || found.length !== ids.length) throw badRequest(MESSAGES.invalidCity);
}

/** A new file replaces the group's old one of the same purpose. */
async function storeFiles(tx: Conn, groupId: number, files: [GroupFile, UploadedFile][], userId: number) {
  for (const [purpose, file] of files) {
    await tx.delete(documents).where(and(eq(documents.companyGroupId, groupId), eq(documents.purpose, purpose)));
    const contentType = sniffDocumentType(file.content)!;
    await tx.insert(documents).values({
      companyGroupId: groupId,
      purpose,
      documentTypeId: GROUP_FILES[purpose],
      fileName: nameForType(file.fileName, contentType),
      contentType,
      sizeBytes: file.content.length,
      content: file.content,
      uploadedBy: userId,
    });
  }
}

const columns = (input: CompanyGroupInput) => {
  const { hasImportExportLicense: _licence, ...values } = input;
  return values;
};

/** Creates the group and stores its files, in one transaction; answers its id. */
export async function createCompanyGroup(
  db: Db,
  input: CompanyGroupInput,
  files: [GroupFile, UploadedFile][],
  userId: number,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(companyGroups).values(columns(input)).returning({ id: companyGroups.id });
    await storeFiles(tx, row.id, files, userId);
    return row.id;
  });
}

/** Changes the group and replaces the files sent, in one transaction. */
export async function updateCompanyGroup(
  db: Db,
  id: number,
  input: CompanyGroupInput,
  files: [GroupFile, UploadedFile][],
  userId: number,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(companyGroups)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(companyGroups.id, id));
    await storeFiles(tx, id, files, userId);
  });
}

/** One of the group's files with its bytes; 404 when the group has no such file. */
export async function findGroupFile(db: Db, groupId: number, fileId: number) {
  const [file] = await db
    .select({ fileName: documents.fileName, contentType: documents.contentType, content: documents.content })
    .from(documents)
    .where(and(eq(documents.id, fileId), eq(documents.companyGroupId, groupId)));
  if (!file) throw notFound();
  return file;
}

/** Deletes a group that has no projects (409 otherwise); answers it as it was. */
export async function deleteCompanyGroup(db: Db, id: number) {
  const group = await findCompanyGroup(db, id);
  if (group.projectCount > 0) throw conflict(MESSAGES.groupHasProjects);
  await db.delete(companyGroups).where(eq(companyGroups.id, group.id));
  return group;
}
