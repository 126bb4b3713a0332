import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import * as yup from 'yup';
import { MESSAGES } from '../../src/domain/messages';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MEDIA_TYPES, MAX_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../../src/domain/limits';
import { DOCUMENT_TYPE } from '../../src/domain/documentTypes';
import { USER_TYPE } from '../../src/domain/userTypes';
import { companyGroupSchema } from '../../src/domain/schemas/companies';
import { numberField, textField } from '../../src/domain/schemas/shipmentLocation';
import { requireUserType } from '../auth/guard';
import type { Db } from '../db/client';
import { cities, companies, companyGroups, countries, documents, states } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { ok, paged } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf, FileAnswer, PageOf } from '../../src/domain/records/envelope';
import { CompanyGroupRecord, CompanyGroupSummary } from '../../src/domain/records/companies';
import { attachmentHeader, documentsOnly, nameForType, readUpload, sniffDocumentType, type UploadedFile } from '../files/upload';
import { idParam, idParams } from '../http/params';
import { escapeLike } from '../db/query';

const tags = ['company groups'];
/** The files a group may carry, by form field (SPEC §3), and the document type each is kept as. */
const GROUP_FILES = { logo: DOCUMENT_TYPE.LOGO, companyRegistrationCertificate: DOCUMENT_TYPE.OTHERS, importExportLicense: DOCUMENT_TYPE.OTHERS } as const;
type GroupFile = keyof typeof GROUP_FILES;
/** What a stored file can be: the types server/files/upload.ts recognises by content. */

const listQuery = yup.object({
  q: textField(100),
  page: numberField().integer(MESSAGES.wholeNumber).min(0, MESSAGES.notNegative).max(MAX_PAGE, MESSAGES.numberTooLarge).default(0),
  pageSize: numberField().integer(MESSAGES.wholeNumber).min(1, MESSAGES.pageSizeRange).max(MAX_PAGE_SIZE, MESSAGES.pageSizeRange).default(PAGE_SIZE.companies),
});

const fileParams = yup.object({ id: idParam(), fileId: idParam() });

/** A form's text fields as the schema takes them (multipart sends text; JSON bodies pass through). */
function fieldsOf(fields: Record<string, string>) {
  const out: Record<string, unknown> = { ...fields };
  if (typeof fields.operationalCityIds === 'string') out.operationalCityIds = fields.operationalCityIds.split(',').filter(Boolean).map(Number);
  return out;
}

async function checkPlaces(db: Db, input: { cityId: number; provinceId: number; countryId: number; operationalCityIds: number[] }) {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.countryId));
  const [province] = await db.select({ id: states.id }).from(states).where(and(eq(states.id, input.provinceId), eq(states.countryId, input.countryId)));
  const ids = [...new Set([input.cityId, ...input.operationalCityIds])];
  const found = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, ids));
  if (!country || !province || found.length !== ids.length) throw badRequest(MESSAGES.invalidCity);
}

/** SPEC §7 company-group: GET, POST, PUT, DELETE, multipart for logo, registration certificate and import/export licence. Staff only. */
export default async function companyGroupRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.addHook('preHandler', requireUserType(USER_TYPE.INTERNAL));

  const filesOf = (groupId: number) =>
    db.select({ id: documents.id, purpose: documents.purpose, fileName: documents.fileName, contentType: documents.contentType, sizeBytes: documents.sizeBytes }).from(documents).where(eq(documents.companyGroupId, groupId));
  async function detail(id: number) {
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
    return { ...group, projectCount: projects, files: await filesOf(id) };
  }

  /** The form, as JSON or multipart; files are checked by content before anything is written. */
  async function readGroupForm(request: FastifyRequest, existingId?: number) {
    const form = request.isMultipart() ? await readUpload(request, DOCUMENT_MAX_BYTES, MESSAGES.fileTooLarge, { maxFiles: 3, sniff: documentsOnly }) : { fields: (request.body ?? {}) as Record<string, string>, files: {} as Record<string, UploadedFile> };
    const files = Object.entries(form.files).filter(([field]) => field in GROUP_FILES) as [GroupFile, UploadedFile][];
    for (const [, file] of files) if (!sniffDocumentType(file.content)) throw new HttpError(415, MESSAGES.fileTypeNotAllowed);
    const licenceOnFile = existingId ? (await filesOf(existingId)).some((f) => f.purpose === 'importExportLicense') : false;
    const input = await validate(companyGroupSchema, { ...fieldsOf(form.fields), hasImportExportLicense: licenceOnFile || Boolean(form.files.importExportLicense) });
    await checkPlaces(db, input);
    return { input, files };
  }
  async function storeFiles(tx: Db, groupId: number, files: [GroupFile, UploadedFile][], userId: number) {
    for (const [purpose, file] of files) {
      await tx.delete(documents).where(and(eq(documents.companyGroupId, groupId), eq(documents.purpose, purpose)));
      const contentType = sniffDocumentType(file.content)!;
      await tx.insert(documents).values({ companyGroupId: groupId, purpose, documentTypeId: GROUP_FILES[purpose], fileName: nameForType(file.fileName, contentType), contentType, sizeBytes: file.content.length, content: file.content, uploadedBy: userId });
    }
  }
  const columns = (input: Awaited<ReturnType<typeof readGroupForm>>['input']) => {
    const { hasImportExportLicense: _licence, ...values } = input;
    return values;
  };

  app.get('/company-group', { schema: docs({ tags, answer: PageOf(CompanyGroupSummary), summary: 'Company groups by name, paged (page zero-based, pageSize 20)', querystring: listQuery }) }, async (request) => {
    const query = await validate(listQuery, request.query);
    const where = query.q ? ilike(companyGroups.name, `%${escapeLike(query.q)}%`) : undefined;
    const [content, [{ total }]] = await Promise.all([
      db
        .select({ id: companyGroups.id, name: companyGroups.name, countryId: companyGroups.countryId, countryName: countries.name, cityId: companyGroups.cityId, identificationType: companyGroups.identificationType, identificationValue: companyGroups.identificationValue, createdAt: companyGroups.createdAt, version: companyGroups.version })
        .from(companyGroups)
        .innerJoin(countries, eq(countries.id, companyGroups.countryId))
        .where(where)
        .orderBy(asc(companyGroups.name), asc(companyGroups.id))
        .limit(query.pageSize)
        .offset(query.page * query.pageSize),
      db.select({ total: count() }).from(companyGroups).where(where),
    ]);
    return paged(content, total, { page: query.page, size: query.pageSize });
  });

  app.get('/company-group/:id', { schema: docs({ tags, answer: DataOf(CompanyGroupRecord), summary: 'A group with its project count and files', params: idParams }) }, async (request) => ok(await detail((await validate(idParams, request.params)).id)));

  app.post('/company-group', { config: { upload: true }, schema: docs({ tags, answer: { 201: DataOf(CompanyGroupRecord) }, summary: 'Create a group (JSON or multipart with logo, companyRegistrationCertificate, importExportLicense files; the licence is required outside the home country)', body: companyGroupSchema }) }, async (request, reply) => {
    const { input, files } = await readGroupForm(request);
    const userId = request.auth!.id;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(companyGroups).values(columns(input)).returning({ id: companyGroups.id });
      await storeFiles(tx as unknown as Db, row.id, files, userId);
      return row.id;
    });
    reply.status(201);
    return ok(await detail(id));
  });

  app.put('/company-group/:id', { config: { versioned: { table: companyGroups }, upload: true }, schema: docs({ tags, answer: DataOf(CompanyGroupRecord), summary: 'Change a group (JSON or multipart; a new file replaces the old one)', params: idParams, body: companyGroupSchema }) }, async (request) => {
    const { id } = await validate(idParams, request.params);
    await detail(id);
    const { input, files } = await readGroupForm(request, id);
    const userId = request.auth!.id;
    await db.transaction(async (tx) => {
      await tx.update(companyGroups).set({ ...columns(input), updatedAt: new Date() }).where(eq(companyGroups.id, id));
      await storeFiles(tx as unknown as Db, id, files, userId);
    });
    return ok(await detail(id));
  });

  app.get('/company-group/:id/file/:fileId', { schema: docs({ tags, answer: FileAnswer(...DOCUMENT_MEDIA_TYPES), summary: "One of a group's files (inline with ?inline=true, for a preview)", params: fileParams }) }, async (request, reply) => {
    const { id, fileId } = await validate(fileParams, request.params);
    const [file] = await db
      .select({ fileName: documents.fileName, contentType: documents.contentType, content: documents.content })
      .from(documents)
      .where(and(eq(documents.id, fileId), eq(documents.companyGroupId, id)));
    if (!file) throw notFound();
    const inline = (request.query as { inline?: string } | undefined)?.inline === 'true';
    return reply.type(file.contentType).header('content-disposition', attachmentHeader(file.fileName, inline)).header('cache-control', 'private, no-store').send(file.content);
  });

  app.delete('/company-group/:id', { schema: docs({ tags, answer: DataOf(CompanyGroupRecord), summary: 'Delete a group that has no projects', params: idParams }) }, async (request) => {
    const group = await detail((await validate(idParams, request.params)).id);
    if (group.projectCount > 0) throw conflict(MESSAGES.groupHasProjects);
    await db.delete(companyGroups).where(eq(companyGroups.id, group.id));
    return ok(group);
  });
}
