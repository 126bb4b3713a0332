import { Type } from '@sinclair/typebox';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import {
  BLOCK_REASONS,
  privatePoolInviteSchema,
  userCreateSchema,
  userListQuerySchema,
  userStatusSchema,
  userUpdateSchema,
} from '#domain/schemas/users';
import { currentUser, requireUserType } from '../auth/guard';
import { ok, pagedAnswer } from '../http/envelope';
import { write } from '../http/write';
import { made } from '../live/changes';
import { validate, type Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf, PageOf } from '#domain/records/envelope';
import {
  BlockReason,
  CreatedUser,
  PrivatePoolInvite,
  PrivatePoolMember,
  RoleRecord,
  UserRecord,
} from '#domain/records/users';
import { idField } from '#domain/schemas/shipmentLocation';
import * as yup from 'yup';
import { findUser, listUsers } from './queries';
import { checkUserReferences, createUser, randomPassword, updateUser, userWrite } from './service';
import { changeBlockStatus } from './blockStatus';
import { invitePartner, poolPartners } from './privatePool';
import { existingUser, manageableUser, userIdParams } from './requestUser';
import { assertMayGrantRole, assertNotOwnAccess } from './grants';
import { grantableRoles } from './roles';

const tags = ['users'];
const privatePoolListSchema = yup.object({ companyId: idField().required(MESSAGES.invalidCompany) });

/** SPEC §7 "Companies and users": staff manage users, their roles and their block status. */
export default async function userRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL));

  app.get(
    '/user',
    {
      config: { access: 'users' },
      schema: docs({
        tags,
        answer: PageOf(UserRecord),
        summary: 'Users, paged (page zero-based, pageSize 20), by type, status, company or a search',
        querystring: userListQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      return pagedAnswer(query, await listUsers(db, query));
    },
  );
  app.get(
    '/user/internal',
    {
      config: { access: 'users' },
      schema: docs({
        tags,
        answer: PageOf(UserRecord),
        summary: 'Internal (CSR) users, paged',
        querystring: userListQuerySchema,
      }),
    },
    async (request) => {
      const query = { ...request.query, userType: USER_TYPE.INTERNAL };
      return pagedAnswer(query, await listUsers(db, query));
    },
  );
  app.post(
    '/user/private-pool-invite',
    {
      config: { access: 'users' },
      schema: docs({
        tags,
        answer: DataOf(PrivatePoolInvite),
        summary: "Invite a partner to a company's private loadboard (again is harmless)",
        body: privatePoolInviteSchema,
      }),
    },
    async (request) => {
      const { companyId, partnerId } = request.body;
      await invitePartner(db, { companyId, partnerId, invitedBy: currentUser(request).id });
      return ok({ companyId, partnerId });
    },
  );
  app.get(
    '/user/private-pool',
    {
      config: { access: 'users' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(PrivatePoolMember)),
        summary: "The partners in a company's private loadboard",
        querystring: privatePoolListSchema,
      }),
    },
    async (request) => {
      const { companyId } = request.query;
      return ok(await poolPartners(db, companyId));
    },
  );
  app.get(
    '/user/block-reasons',
    {
      config: { access: 'users' },
      schema: docs({ tags, answer: DataOf(Type.Array(BlockReason)), summary: 'The reasons a user may be blocked for' }),
    },
    async () => ok(BLOCK_REASONS),
  );
  app.get(
    '/user/grantable-roles',
    {
      config: { access: 'users' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(RoleRecord)),
        summary: 'The roles the caller may give a user: those whose permissions the caller holds too',
      }),
    },
    async (request) => ok(await grantableRoles(db, currentUser(request))),
  );
  app.get(
    '/user/:userId',
    {
      config: { access: 'users' },
      schema: docs({ tags, answer: DataOf(UserRecord), summary: 'One user', params: userIdParams }),
    },
    async (request) => ok(await existingUser(db, request)),
  );

  app.post(
    '/user',
    {
      config: { access: 'users' },
      schema: docs({
        tags,
        answer: { 201: DataOf(CreatedUser) },
        summary: 'Create a user; without a password one is generated and answered once as generatedPassword',
        body: userCreateSchema,
      }),
    },
    async (request, reply) => {
      const input = request.body;
      await checkUserReferences(db, input);
      await assertMayGrantRole(db, currentUser(request), input.roleId);
      const generatedPassword = input.password ? undefined : randomPassword();
      reply.status(201);
      return write(request, { changes: made('users') }, async (tx) => {
        const id = await createUser(tx, input, input.password ?? generatedPassword!);
        return ok({ ...(await findUser(tx, id)), ...(generatedPassword ? { generatedPassword } : {}) });
      });
    },
  );

  app.put(
    '/user/:userId',
    {
      config: { access: 'users' },
      schema: docs({
        handlerValidates: 'body',
        tags,
        versioned: true,
        answer: DataOf(UserRecord),
        summary:
          "Change a user's name, contact, role or company: never one's own role or company, only a role within the caller's permissions, and no colleague holding more (403)",
        params: userIdParams,
        body: userUpdateSchema,
      }),
    },
    (request) =>
      write(request, { version: userWrite }, async (tx) => {
        const user = await manageableUser(tx, request);
        const input = await validate(userUpdateSchema, { userType: user.userType, ...(request.body as object) });
        await checkUserReferences(tx, { ...input, userType: user.userType });
        assertNotOwnAccess(currentUser(request), user, input);
        if (input.roleId !== user.roleId) await assertMayGrantRole(tx, currentUser(request), input.roleId);
        await updateUser(tx, user, input, 'ssn' in (request.body as object));
        return ok(await findUser(tx, user.id));
      }),
  );

  /** SPEC §4 block (1) / unblock (2): a blocked user's sessions end, so the very next call is refused. */
  app.patch(
    '/user/:userId/update-status',
    {
      config: { access: 'users' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(UserRecord),
        summary: 'Block (1, with a reason and details) or unblock (2) a user',
        params: userIdParams,
        body: userStatusSchema,
      }),
    },
    (request) =>
      write(request, { version: userWrite }, (tx) =>
        changeBlockStatus(tx, request, request.params.userId, request.body),
      ),
  );
}
