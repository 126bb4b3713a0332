import type { FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { MESSAGES } from '#domain/messages';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MEDIA_TYPES } from '#domain/limits';
import { USER_TYPE } from '#domain/userTypes';
import { companyGroupListQuerySchema, companyGroupSchema } from '#domain/schemas/companies';
import { requireUserType } from '../auth/guard';
import { HttpError } from '../http/errors';
import { ok, paged } from '../http/envelope';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import { validate, type Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf, FileAnswer, PageOf } from '#domain/records/envelope';
import { CompanyGroupRecord, CompanyGroupSummary } from '#domain/records/companies';
import { attachmentHeader, documentsOnly, readUpload, sniffDocumentType, type UploadedFile } from '../files/upload';
import { idParam, idParams } from '../http/params';
import {
  GROUP_FILES,
  assertGroupPlaces,
  companyGroupWrite,
  createCompanyGroup,
  deleteCompanyGroup,
  findCompanyGroup,
  findGroupFile,
  groupFiles,
  listCompanyGroups,
  updateCompanyGroup,
  type GroupFile,
} from './groups';

const tags = ['company groups'];

const fileParams = yup.object({ id: idParam(), fileId: idParam() });

/** A form's text fields as the schema takes them (multipart sends text; JSON bodies pass through). */
function fieldsOf(fields: Record<string, string>) {
  const out: Record<string, unknown> = { ...fields };
  if (typeof fields.operationalCityIds === 'string')
    out.operationalCityIds = fields.operationalCityIds.split(',').filter(Boolean).map(Number);
  return out;
}

/** SPEC §7 company-group: GET, POST, PUT, DELETE, multipart for logo, registration certificate and import/export licence. Staff only. */
export default async function companyGroupRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL));

  /** The form, as JSON or multipart; files are checked by content before anything is written. */
  async function readGroupForm(request: FastifyRequest, existingId?: number) {
    const form = request.isMultipart()
      ? await readUpload(request, DOCUMENT_MAX_BYTES, MESSAGES.fileTooLarge, { maxFiles: 3, sniff: documentsOnly })
      : { fields: (request.body ?? {}) as Record<string, string>, files: {} as Record<string, UploadedFile> };
    const files = Object.entries(form.files).filter(([field]) => field in GROUP_FILES) as [GroupFile, UploadedFile][];
    for (const [, file] of files)
      if (!sniffDocumentType(file.content)) throw new HttpError(415, MESSAGES.fileTypeNotAllowed);
    const licenceOnFile = existingId
      ? (await groupFiles(db, existingId)).some((f) => f.purpose === 'importExportLicense')
      : false;
    const input = await validate(companyGroupSchema, {
      ...fieldsOf(form.fields),
      hasImportExportLicense: licenceOnFile || Boolean(form.files.importExportLicense),
    });
    await assertGroupPlaces(db, input);
    return { input, files };
  }

  app.get(
    '/company-group',
    {
      config: { access: 'company-groups' },
      schema: docs({
        tags,
        answer: PageOf(CompanyGroupSummary),
        summary: 'Company groups by name, paged (page zero-based, pageSize 20)',
        querystring: companyGroupListQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      const { content, total, page } = await listCompanyGroups(db, query);
      return paged(content, total, page);
    },
  );

  app.get(
    '/company-group/:id',
    {
      config: { access: 'company-groups' },
      schema: docs({
        tags,
        answer: DataOf(CompanyGroupRecord),
        summary: 'A group with its project count and files',
        params: idParams,
      }),
    },
    async (request) => ok(await findCompanyGroup(db, request.params.id)),
  );

  app.post(
    '/company-group',
    {
      config: { access: 'company-groups', upload: true },
      schema: docs({
        handlerValidates: 'body',
        tags,
        answer: { 201: DataOf(CompanyGroupRecord) },
        summary:
          'Create a group (JSON or multipart with logo, companyRegistrationCertificate, importExportLicense files; the licence is required outside the home country)',
        body: companyGroupSchema,
      }),
    },
    async (request, reply) => {
      const { input, files } = await readGroupForm(request);
      const userId = request.auth!.id;
      reply.status(201);
      return write(request, { changes: made('company-groups') }, async (tx) =>
        ok(await findCompanyGroup(tx, await createCompanyGroup(tx, input, files, userId))),
      );
    },
  );

  app.put(
    '/company-group/:id',
    {
      config: { access: 'company-groups', upload: true },
      schema: docs({
        handlerValidates: 'body',
        tags,
        versioned: true,
        answer: DataOf(CompanyGroupRecord),
        summary: 'Change a group (JSON or multipart; a new file replaces the old one)',
        params: idParams,
        body: companyGroupSchema,
      }),
    },
    async (request) => {
      const { id } = request.params;
      await findCompanyGroup(db, id);
      // The files are taken before the write's transaction opens, which no slow upload may hold; what
      // was wrong with them is answered inside it, so a stale version still outranks it.
      const form = await readGroupForm(request, id).catch((error: unknown) => ({ error }));
      return write(request, { version: companyGroupWrite }, async (tx) => {
        if ('error' in form) throw form.error;
        await updateCompanyGroup(tx, id, form.input, form.files, request.auth!.id);
        return ok(await findCompanyGroup(tx, id));
      });
    },
  );

  app.get(
    '/company-group/:id/file/:fileId',
    {
      config: { access: 'company-groups' },
      schema: docs({
        tags,
        answer: FileAnswer(...DOCUMENT_MEDIA_TYPES),
        summary: "One of a group's files (inline with ?inline=true, for a preview)",
        params: fileParams,
      }),
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await findGroupFile(db, id, fileId);
      const inline = (request.query as { inline?: string } | undefined)?.inline === 'true';
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName, inline))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.delete(
    '/company-group/:id',
    {
      config: { access: 'company-groups' },
      schema: docs({
        tags,
        answer: DataOf(CompanyGroupRecord),
        summary: 'Delete a group that has no projects',
        params: idParams,
      }),
    },
    async (request) => {
      const { id } = request.params;
      return write(request, { changes: removed('company-groups', id) }, async (tx) =>
        ok(await deleteCompanyGroup(tx, id)),
      );
    },
  );
}
