import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, count, eq } from 'drizzle-orm';
import { MESSAGES } from '../../src/domain/messages';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '../../src/domain/permissions';
import { USER_TYPE } from '../../src/domain/userTypes';
import { roleSchema } from '../../src/domain/schemas/roles';
import { requireUserType } from '../auth/guard';
import { roles, users } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { unlessDuplicate } from '../http/unique';
import { docs } from '../http/docs';
import { DataOf } from '../../src/domain/records/envelope';
import { PermissionMatrix, RoleRecord } from '../../src/domain/records/users';
import { idParams } from '../http/params';

const tags = ['roles'];

/** SPEC §7 roles v2 and permission: roles are records with a name and a permission list; staff manage them. */
export default async function roleRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.addHook('preHandler', requireUserType(USER_TYPE.INTERNAL));

  const withUsers = () =>
    db
      .select({ id: roles.id, name: roles.name, permissions: roles.permissions, createdAt: roles.createdAt, version: roles.version, userCount: count(users.id) })
      .from(roles)
      .leftJoin(users, eq(users.roleId, roles.id))
      .groupBy(roles.id);
  async function oneRole(request: FastifyRequest) {
    const { id } = await validate(idParams, request.params);
    const [row] = await withUsers().where(eq(roles.id, id));
    if (!row) throw notFound();
    return row;
  }
  app.get('/permission', { schema: docs({ tags, answer: DataOf(PermissionMatrix), summary: 'The permission matrix: resources × actions ("resource:action"; "*" grants all)' }) }, async () =>
    ok({ resources: PERMISSION_RESOURCES, actions: PERMISSION_ACTIONS }),
  );

  app.get('/roles/v2', { schema: docs({ tags, answer: DataOf(Type.Array(RoleRecord)), summary: 'Roles by name, with how many users hold each' }) }, async () => ok(await withUsers().orderBy(asc(roles.name))));
  app.get('/roles/v2/:id', { schema: docs({ tags, answer: DataOf(RoleRecord), summary: 'One role', params: idParams }) }, async (request) => ok(await oneRole(request)));

  app.post('/roles/v2', { schema: docs({ tags, answer: { 201: DataOf(RoleRecord) }, summary: 'Create a role', body: roleSchema }) }, async (request, reply) => {
    const input = await validate(roleSchema, request.body);
    const [row] = await unlessDuplicate(MESSAGES.roleNameTaken, () => db.insert(roles).values(input).returning({ id: roles.id }));
    reply.status(201);
    return ok((await withUsers().where(eq(roles.id, row.id)))[0]);
  });

  app.put('/roles/v2/:id', { config: { versioned: { table: roles } }, schema: docs({ tags, answer: DataOf(RoleRecord), summary: 'Rename a role or change its permissions (its users have them on their next call)', params: idParams, body: roleSchema }) }, async (request) => {
    const role = await oneRole(request);
    const input = await validate(roleSchema, request.body);
    await unlessDuplicate(MESSAGES.roleNameTaken, () => db.update(roles).set(input).where(eq(roles.id, role.id)).returning({ id: roles.id }));
    return ok((await withUsers().where(eq(roles.id, role.id)))[0]);
  });

  app.delete('/roles/v2/:id', { schema: docs({ tags, answer: DataOf(RoleRecord), summary: 'Delete a role no user holds', params: idParams }) }, async (request) => {
    const role = await oneRole(request);
    if (role.userCount > 0) throw conflict(MESSAGES.roleInUse);
    await db.delete(roles).where(eq(roles.id, role.id));
    return ok(role);
  });
}
