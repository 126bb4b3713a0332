import { MESSAGES } from '#domain/messages';
import { DEFAULT_PROJECT_VERTICAL_ID } from '#domain/projectVerticals';
import { USER_TYPE } from '#domain/userTypes';
import {
  companyProjectCreateSchema,
  companyProjectUpdateSchema,
  projectListQuerySchema,
} from '#domain/schemas/companies';
import { currentUser, requireUserType } from '../auth/guard';
import { badRequest } from '../http/errors';
import { ok, paged } from '../http/envelope';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import type { Db } from '../db/client';
import { validate, type Api } from '../http/validate';
import { unlessDuplicate } from '../http/unique';
import { docs } from '../http/docs';
import { DataOf, PageOf } from '#domain/records/envelope';
import { CompanyProjectRecord } from '#domain/records/companies';
import { idParams, type IdRequest } from '../http/params';
import { formFields } from '../files/upload';
import {
  brokerGroupId,
  companyProjectWrite,
  createCompanyProject,
  deleteCompanyProject,
  findProject,
  findVisibleProject,
  listCompanyProjects,
  updateCompanyProject,
} from './projects';

const tags = ['company projects'];

/**
 * SPEC §7 company v2: company projects (what shipments belong to). Creating one also opens its shipper
 * login on the project's phone and password; a broker's project gets a dummy password, the first group
 * and the default vertical (SPEC §5/§6).
 */
export default async function companyProjectRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL, USER_TYPE.DEMAND_ADDA));
  async function one(conn: Db, request: IdRequest) {
    return findVisibleProject(conn, currentUser(request), request.params.id);
  }

  app.get(
    '/company/v2',
    {
      config: { access: 'company-projects' },
      schema: docs({
        tags,
        answer: PageOf(CompanyProjectRecord),
        summary:
          "Projects by name, paged (page zero-based, pageSize 20); a broker sees its adda and its group's projects",
        querystring: projectListQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      const { content, total, page } = await listCompanyProjects(db, currentUser(request), query);
      return paged(content, total, page);
    },
  );

  app.get(
    '/company/v2/:id',
    {
      config: { access: 'company-projects' },
      schema: docs({ tags, answer: DataOf(CompanyProjectRecord), summary: 'One project', params: idParams }),
    },
    async (request) => ok(await one(db, request)),
  );

  app.post(
    '/company/v2',
    {
      config: { access: 'company-projects' },
      schema: docs({
        handlerValidates: 'body',
        tags,
        answer: { 201: DataOf(CompanyProjectRecord) },
        summary:
          'Create a project and its shipper login, as JSON or a multipart form of the same fields (brokers: in their own group, default vertical, no commercial terms and no login)',
        body: companyProjectCreateSchema,
      }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const broker = user.userType === USER_TYPE.DEMAND_ADDA;
      const body = await formFields(request);
      const groupId = broker ? await brokerGroupId(db, user) : body.groupId;
      if (broker && groupId === null) throw badRequest(MESSAGES.invalidGroup);
      const input = await validate(
        companyProjectCreateSchema,
        { ...body, groupId, projectVerticalTypeId: broker ? DEFAULT_PROJECT_VERTICAL_ID : body.projectVerticalTypeId },
        { broker },
      );
      reply.status(201);
      return write(request, { changes: made('company-projects') }, async (tx) => {
        const id = await unlessDuplicate(MESSAGES.phoneOrEmailTaken, () => createCompanyProject(tx, input, user.id));
        return ok(await findProject(tx, id));
      });
    },
  );

  app.put(
    '/company/v2/:id',
    {
      config: { access: 'company-projects' },
      preValidation: requireUserType(USER_TYPE.INTERNAL),
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(CompanyProjectRecord),
        summary: 'Change a project (name, phone, group, strn and vertical required)',
        params: idParams,
        body: companyProjectUpdateSchema,
      }),
    },
    (request) =>
      write(request, { version: companyProjectWrite }, async (tx) => {
        const project = await one(tx, request);
        const input = request.body;
        return ok(await updateCompanyProject(tx, project.id, input));
      }),
  );

  app.delete(
    '/company/v2/:id',
    {
      config: { access: 'company-projects' },
      preValidation: requireUserType(USER_TYPE.INTERNAL),
      schema: docs({
        tags,
        answer: DataOf(CompanyProjectRecord),
        summary: 'Delete a project that has no shipments and no users',
        params: idParams,
      }),
    },
    async (request) => {
      const project = await one(db, request);
      return write(request, { changes: removed('company-projects', project.id) }, async (tx) => {
        await deleteCompanyProject(tx, project.id);
        return ok(project);
      });
    },
  );
}
