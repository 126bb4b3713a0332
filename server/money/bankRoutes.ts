import { USER_TYPE } from '#domain/userTypes';
import {
  BANK_NAMES,
  bankAccountAllQuerySchema,
  bankAccountListQuerySchema,
  bankAccountSchema,
  batchListQuerySchema,
  batchParamsSchema,
  paymentListQuerySchema,
  settleBatchSchema,
} from '#domain/schemas/wallet';
import { currentUser, requireUserType } from '../auth/guard';
import { found } from '../http/errors';
import { ok, pagedAnswer } from '../http/envelope';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import type { Db } from '../db/client';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { Type } from '@sinclair/typebox';
import { DataOf, PageOf } from '#domain/records/envelope';
import { BankAccountRecord, BankName, PaymentBatchRecord, PaymentRecord } from '#domain/records/money';
import { idParams, type IdRequest } from '../http/params';
import {
  bankAccountWrite,
  createAccount,
  deleteAccount,
  listAllAccounts,
  ownedAccount,
  partnerAccounts,
  partnerFor,
  updateAccount,
} from './banks';
import { findPayment, listPayments } from './payments';
import { findBatch, listBatches, settleBatch } from './settle';

const tags = ['bank accounts and payments'];
/** The routes over what partners are owed: the payments area, staff only. */
const staffPayments = { config: { access: 'payments' }, preValidation: requireUserType(USER_TYPE.INTERNAL) } as const;

/**
 * SPEC §7 bank, bank/v1, bank/v1/all, bank/v1/payment/all and bank/v1/payment/batch: the banks offered,
 * partners' bank accounts, what partners are owed, and settling it in batches that a retry cannot pay twice.
 */
export default async function bankRoutes(app: Api) {
  const { db } = app.ctx.database;
  const account = async (conn: Db, request: IdRequest) => ownedAccount(conn, currentUser(request), request.params.id);

  app.get(
    '/bank',
    {
      config: { access: 'wallet' },
      schema: docs({ tags, answer: DataOf(Type.Array(BankName)), summary: 'The banks an account may be with' }),
    },
    async () => ok(BANK_NAMES),
  );

  app.get(
    '/bank/v1',
    {
      config: { access: 'wallet' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(BankAccountRecord)),
        summary: "A partner's bank accounts (a partner: its own; staff name partnerId)",
        querystring: bankAccountListQuerySchema,
      }),
    },
    async (request) => {
      const { partnerId } = request.query;
      return ok(await partnerAccounts(db, await partnerFor(db, currentUser(request), partnerId)));
    },
  );

  app.post(
    '/bank/v1',
    {
      config: { access: 'wallet' },
      schema: docs({
        tags,
        answer: { 201: DataOf(BankAccountRecord) },
        summary:
          'Add a bank account (IBAN PK.. or 10-20 digits); the first is primary, a new primary unmakes the others',
        body: bankAccountSchema,
      }),
    },
    async (request, reply) => {
      const input = request.body;
      const partnerId = await partnerFor(db, currentUser(request), input.partnerId);
      reply.status(201);
      return write(request, { changes: made('bank-accounts') }, async (tx) =>
        ok(await createAccount(tx, partnerId, input)),
      );
    },
  );

  app.put(
    '/bank/v1/:id',
    {
      config: { access: 'wallet' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(BankAccountRecord),
        summary: 'Change a bank account (its partner stays)',
        params: idParams,
        body: bankAccountSchema,
      }),
    },
    (request) =>
      write(request, { version: bankAccountWrite }, async (tx) =>
        ok(await updateAccount(tx, await account(tx, request), request.body)),
      ),
  );

  app.delete(
    '/bank/v1/:id',
    {
      config: { access: 'wallet' },
      schema: docs({
        tags,
        answer: DataOf(BankAccountRecord),
        summary: 'Remove a bank account; the oldest other becomes primary if it was',
        params: idParams,
      }),
    },
    async (request) => {
      const found = await account(db, request);
      return write(request, { changes: removed('bank-accounts', found.id) }, async (tx) =>
        ok(await deleteAccount(tx, found)),
      );
    },
  );

  app.get(
    '/bank/v1/all',
    {
      ...staffPayments,
      schema: docs({
        tags,
        answer: PageOf(BankAccountRecord),
        summary: "Staff: every partner's bank accounts, paged; q on title, number or partner name",
        querystring: bankAccountAllQuerySchema,
      }),
    },
    async (request) => pagedAnswer(request.query, await listAllAccounts(db, request.query)),
  );

  app.get(
    '/bank/v1/payment/all',
    {
      ...staffPayments,
      schema: docs({
        tags,
        answer: PageOf(PaymentRecord),
        summary:
          'Staff: payments owed to partners, paged, newest first (status PENDING unless asked), with the primary bank account',
        querystring: paymentListQuerySchema,
      }),
    },
    async (request) => pagedAnswer(request.query, await listPayments(db, request.query)),
  );

  app.get(
    '/bank/v1/payment/batch',
    {
      ...staffPayments,
      schema: docs({
        tags,
        answer: PageOf(PaymentBatchRecord),
        summary: 'Staff: settled batches, paged, newest first',
        querystring: batchListQuerySchema,
      }),
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return pagedAnswer(request.query, await listBatches(db, page, pageSize));
    },
  );

  app.get(
    '/bank/v1/payment/batch/:id',
    {
      ...staffPayments,
      schema: docs({
        tags,
        answer: DataOf(PaymentBatchRecord),
        summary: 'Staff: a settled batch with its payments',
        params: batchParamsSchema,
      }),
    },
    async (request) => ok(found(await findBatch(db, request.params.id, true))),
  );

  app.get(
    '/bank/v1/payment/:id',
    {
      ...staffPayments,
      schema: docs({
        tags,
        answer: DataOf(PaymentRecord),
        summary: 'Staff: one payment owed to a partner, with its status, paid-on time, batch and primary bank account',
        params: idParams,
      }),
    },
    async (request) => ok(found(await findPayment(db, request.params.id))),
  );

  app.post(
    '/bank/v1/payment/batch',
    {
      ...staffPayments,
      schema: docs({
        tags,
        answer: { 200: DataOf(PaymentBatchRecord), 201: DataOf(PaymentBatchRecord) },
        summary:
          'Staff: settle pending payments as one batch (201); the same batchId again changes nothing and answers the batch (200); a payment not pending is 409',
        body: settleBatchSchema,
      }),
    },
    async (request, reply) => {
      const input = request.body;
      const { created, batch } = await settleBatch(db, { ...input, settledBy: currentUser(request).id });
      reply.status(created ? 201 : 200);
      return ok(batch);
    },
  );
}
