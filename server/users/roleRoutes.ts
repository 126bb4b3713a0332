import { Type } from '@sinclair/typebox';
import { MESSAGES } from '#domain/messages';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '#domain/permissions';
import { USER_TYPE } from '#domain/userTypes';
import { roleSchema } from '#domain/schemas/roles';
import { currentUser, requireUserType } from '../auth/guard';
import { conflict, forbidden, notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import type { Db } from '../db/client';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { PermissionMatrix, RoleRecord } from '#domain/records/users';
import { idParams, type IdRequest } from '../http/params';
import { createRole, deleteRole, findRole, listRoles, roleWrite, updateRole } from './roles';
import { assertMayEditRole } from './grants';
import { mayGrantRole } from '#domain/grants';

const tags = ['roles'];

/** SPEC §7 roles v2 and permission: roles are records with a name and a permission list; staff manage them. */
export default async function roleRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL));

  async function oneRole(conn: Db, request: IdRequest) {
    const row = await findRole(conn, request.params.id);
    if (!row) throw notFound();
    return row;
  }
  app.get(
    '/permission',
    {
      config: { access: 'roles' },
      schema: docs({
        tags,
        answer: DataOf(PermissionMatrix),
        summary: 'The permission matrix: resources × actions ("resource:action"; "*" grants all)',
      }),
    },
    async () => ok({ resources: PERMISSION_RESOURCES, actions: PERMISSION_ACTIONS }),
  );

  app.get(
    '/roles/v2',
    {
      config: { access: 'roles' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(RoleRecord)),
        summary: 'Roles by name, with how many users hold each',
      }),
    },
    async () => ok(await listRoles(db)),
  );
  app.get(
    '/roles/v2/:id',
    {
      config: { access: 'roles' },
      schema: docs({ tags, answer: DataOf(RoleRecord), summary: 'One role', params: idParams }),
    },
    async (request) => ok(await oneRole(db, request)),
  );

  app.post(
    '/roles/v2',
    {
      config: { access: 'roles' },
      schema: docs({ tags, answer: { 201: DataOf(RoleRecord) }, summary: 'Create a role', body: roleSchema }),
    },
    async (request, reply) => {
      const input = request.body;
      if (!mayGrantRole(currentUser(request), input.permissions)) throw forbidden(MESSAGES.roleBeyondYourRights);
      reply.status(201);
      return write(request, { changes: made('roles') }, async (tx) => ok(await createRole(tx, input)));
    },
  );

  app.put(
    '/roles/v2/:id',
    {
      config: { access: 'roles' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(RoleRecord),
        summary: 'Rename a role or change its permissions (its users have them on their next call)',
        params: idParams,
        body: roleSchema,
      }),
    },
    (request) =>
      write(request, { version: roleWrite }, async (tx) => {
        const role = await oneRole(tx, request);
        const input = request.body;
        assertMayEditRole(currentUser(request), role, input.permissions);
        return ok(await updateRole(tx, role.id, input));
      }),
  );

  app.delete(
    '/roles/v2/:id',
    {
      config: { access: 'roles' },
      schema: docs({ tags, answer: DataOf(RoleRecord), summary: 'Delete a role no user holds', params: idParams }),
    },
    async (request) => {
      const role = await oneRole(db, request);
      assertMayEditRole(currentUser(request), role, []);
      if (role.userCount > 0) throw conflict(MESSAGES.roleInUse);
      return write(request, { changes: removed('roles', role.id) }, async (tx) => {
        await deleteRole(tx, role.id);
        return ok(role);
      });
    },
  );
}
