import { Type } from '@sinclair/typebox';
import * as yup from 'yup';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import {
  BLOCK_REASONS,
  demandAddaSchema,
  demandAddaUpdateSchema,
  setPasswordSchema,
  userListQuerySchema,
  userStatusSchema,
} from '#domain/schemas/users';
import { requireUserType } from '../auth/guard';
import { notFound } from '../http/errors';
import { ok, pagedAnswer } from '../http/envelope';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import type { Db } from '../db/client';
import { type Api, type RequestWith } from '../http/validate';
import { unlessDuplicate } from '../http/unique';
import { docs } from '../http/docs';
import { DataOf, PageOf } from '#domain/records/envelope';
import { BlockReason, CreatedUser, PasswordChanged, UserRecord } from '#domain/records/users';
import { idParam } from '../http/params';
import { findUser, listUsers } from '../users/queries';
import { deleteAccount, randomPassword, setBlockStatus } from '../users/service';
import { createBroker, setBrokerPassword, updateBroker } from './demandAddas';
import { userWrite } from '../users/service';

const tags = ['demand addas'];
const params = yup.object({ userId: idParam() });

/** SPEC §7 demand adda (brokers): CRUD, block reasons, block status, change password. Staff only. */
export default async function demandAddaRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL));

  async function broker(conn: Db, request: RequestWith<{ params: typeof params }>) {
    const { userId } = request.params;
    const user = await findUser(conn, userId);
    if (!user || user.userType !== USER_TYPE.DEMAND_ADDA) throw notFound();
    return user;
  }
  app.get(
    '/demand-adda',
    {
      config: { access: 'demand-addas' },
      schema: docs({
        tags,
        answer: PageOf(UserRecord),
        summary: 'Brokers, paged (page zero-based, pageSize 20), by status or a search',
        querystring: userListQuerySchema,
      }),
    },
    async (request) => {
      const query = { ...request.query, userType: USER_TYPE.DEMAND_ADDA };
      return pagedAnswer(query, await listUsers(db, query));
    },
  );
  app.get(
    '/demand-adda/block-reasons',
    {
      config: { access: 'demand-addas' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(BlockReason)),
        summary: 'The reasons a broker may be blocked for',
      }),
    },
    async () => ok(BLOCK_REASONS),
  );
  app.get(
    '/demand-adda/:userId',
    {
      config: { access: 'demand-addas' },
      schema: docs({ tags, answer: DataOf(UserRecord), summary: 'One broker', params }),
    },
    async (request) => ok(await broker(db, request)),
  );

  app.post(
    '/demand-adda',
    {
      config: { access: 'demand-addas' },
      schema: docs({
        tags,
        answer: { 201: DataOf(CreatedUser) },
        summary: 'Create a broker and its adda; without a password one is generated and answered once',
        body: demandAddaSchema,
      }),
    },
    async (request, reply) => {
      const input = request.body;
      const generatedPassword = input.password ? undefined : randomPassword();
      reply.status(201);
      return write(request, { changes: made('users') }, async (tx) => {
        const id = await unlessDuplicate(MESSAGES.phoneOrEmailTaken, () =>
          createBroker(tx, input, input.password ?? generatedPassword!),
        );
        return ok({ ...(await findUser(tx, id)), ...(generatedPassword ? { generatedPassword } : {}) });
      });
    },
  );

  app.put(
    '/demand-adda/:userId',
    {
      config: { access: 'demand-addas' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(UserRecord),
        summary: "Change a broker's name, contact or adda name",
        params,
        body: demandAddaUpdateSchema,
      }),
    },
    (request) =>
      write(request, { version: userWrite }, async (tx) => {
        const user = await broker(tx, request);
        const input = request.body;
        await unlessDuplicate(MESSAGES.phoneOrEmailTaken, () => updateBroker(tx, user, input));
        return ok(await findUser(tx, user.id));
      }),
  );

  app.patch(
    '/demand-adda/:userId/block-status',
    {
      config: { access: 'demand-addas' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(UserRecord),
        summary: 'Block (1, with a reason) or unblock (2) a broker',
        params,
        body: userStatusSchema,
      }),
    },
    (request) =>
      write(request, { version: userWrite }, async (tx) => {
        const user = await broker(tx, request);
        await setBlockStatus(tx, user.id, request.body);
        return ok(await findUser(tx, user.id));
      }),
  );

  app.post(
    '/demand-adda/:userId/change-password',
    {
      config: { access: 'demand-addas' },
      schema: docs({
        tags,
        answer: DataOf(PasswordChanged),
        summary: "Set a broker's password (their sessions end)",
        params,
        body: setPasswordSchema,
      }),
    },
    async (request) => {
      const user = await broker(db, request);
      const { password } = request.body;
      await setBrokerPassword(db, user.id, password);
      return ok({ id: user.id });
    },
  );

  app.delete(
    '/demand-adda/:userId',
    {
      config: { access: 'demand-addas' },
      schema: docs({
        tags,
        answer: DataOf(UserRecord),
        summary: "Delete a broker's account (its records stay)",
        params,
      }),
    },
    async (request) => {
      const user = await broker(db, request);
      return write(request, { changes: removed('users', user.id) }, async (tx) => {
        await deleteAccount(tx, user.id);
        return ok(user);
      });
    },
  );
}
