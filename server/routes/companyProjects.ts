import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import * as yup from 'yup';
import { MESSAGES } from '../../src/domain/messages';
import { MAX_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../../src/domain/limits';
import { DEFAULT_PROJECT_VERTICAL_ID } from '../../src/domain/projectVerticals';
import { USER_TYPE } from '../../src/domain/userTypes';
import { companyProjectCreateSchema, companyProjectUpdateSchema } from '../../src/domain/schemas/companies';
import { idField, numberField, textField } from '../../src/domain/schemas/shipmentLocation';
import { currentUser, requireUserType } from '../auth/guard';
import type { AuthUser } from '../context';
import { hashPassword } from '../auth/passwords';
import { companies, companyGroups, shipments, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { ok, paged } from '../http/envelope';
import { validate } from '../http/validate';
import { isUniqueViolation } from '../http/unique';
import { docs } from '../http/docs';
import { DataOf, PageOf } from '../../src/domain/records/envelope';
import { CompanyProjectRecord } from '../../src/domain/records/companies';
import { idParams } from '../http/params';
import { escapeLike } from '../db/query';

const tags = ['company projects'];
const listQuery = yup.object({
  q: textField(100),
  groupId: idField(),
  page: numberField().integer(MESSAGES.wholeNumber).min(0, MESSAGES.notNegative).max(MAX_PAGE, MESSAGES.numberTooLarge).default(0),
  pageSize: numberField().integer(MESSAGES.wholeNumber).min(1, MESSAGES.pageSizeRange).max(MAX_PAGE_SIZE, MESSAGES.pageSizeRange).default(PAGE_SIZE.companies),
});

const projectColumns = {
  id: companies.id,
  name: companies.name,
  groupId: companies.groupId,
  groupName: companyGroups.name,
  email: companies.email,
  phoneNumber: companies.phoneNumber,
  strn: companies.strn,
  isContractualAllowed: companies.isContractualAllowed,
  projectVerticalTypeId: companies.projectVerticalTypeId,
  countryId: companies.countryId,
  marginTypeId: companies.marginTypeId,
  marginValue: companies.marginValue,
  createdAt: companies.createdAt,
  version: companies.version,
};

/**
 * SPEC §7 company v2: company projects (what shipments belong to). Creating one also opens its shipper
 * login on the project's phone and password; a broker's project gets a dummy password, the first group
 * and the default vertical (SPEC §5/§6).
 */
export default async function companyProjectRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.addHook('preHandler', requireUserType(USER_TYPE.INTERNAL, USER_TYPE.DEMAND_ADDA));
  const select = () => db.select(projectColumns).from(companies).leftJoin(companyGroups, eq(companyGroups.id, companies.groupId));
  /** A broker's group: its own adda's. Its projects are the group's; it sees no other. */
  async function brokerGroupId(user: AuthUser) {
    const [own] = await db.select({ groupId: companies.groupId }).from(companies).where(eq(companies.id, user.companyId ?? -1));
    return own?.groupId ?? null;
  }
  /** Which projects the caller may see: staff every one, a broker its own adda and its group's. */
  async function visibleTo(user: AuthUser): Promise<SQL | undefined> {
    if (user.userType === USER_TYPE.INTERNAL) return undefined;
    const groupId = await brokerGroupId(user);
    return groupId === null ? eq(companies.id, user.companyId ?? -1) : or(eq(companies.id, user.companyId ?? -1), eq(companies.groupId, groupId));
  }
  async function one(request: FastifyRequest) {
    const { id } = await validate(idParams, request.params);
    const [row] = await select().where(and(eq(companies.id, id), await visibleTo(currentUser(request))));
    if (!row) throw notFound();
    return row;
  }
  async function checkGroup(groupId: number) {
    const [group] = await db.select({ id: companyGroups.id }).from(companyGroups).where(eq(companyGroups.id, groupId));
    if (!group) throw badRequest(MESSAGES.invalidGroup);
  }

  app.get('/company/v2', { schema: docs({ tags, answer: PageOf(CompanyProjectRecord), summary: "Projects by name, paged (page zero-based, pageSize 20); a broker sees its adda and its group's projects", querystring: listQuery }) }, async (request) => {
    const query = await validate(listQuery, request.query);
    const user = currentUser(request);
    const conditions: (SQL | undefined)[] = [
      query.q ? ilike(companies.name, `%${escapeLike(query.q)}%`) : undefined,
      query.groupId ? eq(companies.groupId, query.groupId) : undefined,
      await visibleTo(user),
    ];
    const where = and(...conditions);
    const [content, [{ total }]] = await Promise.all([
      select().where(where).orderBy(asc(companies.name), asc(companies.id)).limit(query.pageSize).offset(query.page * query.pageSize),
      db.select({ total: count() }).from(companies).where(where),
    ]);
    return paged(content, total, { page: query.page, size: query.pageSize });
  });

  app.get('/company/v2/:id', { schema: docs({ tags, answer: DataOf(CompanyProjectRecord), summary: 'One project', params: idParams }) }, async (request) => ok(await one(request)));

  app.post(
    '/company/v2',
    { schema: docs({ tags, answer: { 201: DataOf(CompanyProjectRecord) }, summary: "Create a project and its shipper login (brokers: in their own group, default vertical, no commercial terms and no login)", body: companyProjectCreateSchema }) },
    async (request, reply) => {
      const user = currentUser(request);
      const broker = user.userType === USER_TYPE.DEMAND_ADDA;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const groupId = broker ? await brokerGroupId(user) : body.groupId;
      if (broker && groupId === null) throw badRequest(MESSAGES.invalidGroup);
      const input = await validate(companyProjectCreateSchema, { ...body, groupId, projectVerticalTypeId: broker ? DEFAULT_PROJECT_VERTICAL_ID : body.projectVerticalTypeId }, { broker });
      await checkGroup(input.groupId);
      try {
        const id = await db.transaction(async (tx) => {
          const { password, confirmPassword: _c, ...project } = input as typeof input & { password?: string; confirmPassword?: string };
          const [row] = await tx.insert(companies).values(project).returning({ id: companies.id });
          // A broker's project is the broker's to run: it opens no login, so the phone and e-mail it names
          // stay free for their real owner to sign up with.
          if (password !== undefined) {
            await tx.insert(users).values({ userType: USER_TYPE.SHIPPER, companyId: row.id, fullName: input.name, email: input.email ?? null, phoneNumber: input.phoneNumber, passwordHash: await hashPassword(password), countryId: input.countryId });
          }
          return row.id;
        });
        reply.status(201);
        return ok((await select().where(eq(companies.id, id)))[0]);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MESSAGES.phoneOrEmailTaken);
        throw error;
      }
    },
  );

  app.put('/company/v2/:id', { config: { versioned: { table: companies } }, preHandler: requireUserType(USER_TYPE.INTERNAL), schema: docs({ tags, answer: DataOf(CompanyProjectRecord), summary: 'Change a project (name, phone, group, strn and vertical required)', params: idParams, body: companyProjectUpdateSchema }) }, async (request) => {
    const project = await one(request);
    const input = await validate(companyProjectUpdateSchema, request.body);
    await checkGroup(input.groupId);
    await db.update(companies).set(input).where(eq(companies.id, project.id));
    return ok((await select().where(eq(companies.id, project.id)))[0]);
  });

  app.delete('/company/v2/:id', { preHandler: requireUserType(USER_TYPE.INTERNAL), schema: docs({ tags, answer: DataOf(CompanyProjectRecord), summary: 'Delete a project that has no shipments and no users', params: idParams }) }, async (request) => {
    const project = await one(request);
    const [{ used }] = await db.select({ used: count() }).from(shipments).where(eq(shipments.companyId, project.id));
    const [{ people }] = await db.select({ people: count() }).from(users).where(eq(users.companyId, project.id));
    if (used > 0 || people > 0) throw conflict(MESSAGES.projectInUse);
    await db.delete(companies).where(eq(companies.id, project.id));
    return ok(project);
  });
}
