import { toMinor, type AccountHolderTypeId, type TransactionType } from '#domain/money';
import { USER_TYPE } from '#domain/userTypes';
import {
  walletHolderQuerySchema,
  walletParamsSchema,
  walletQuerySchema,
  walletTransactionSchema,
} from '#domain/schemas/wallet';
import { currentUser, requireUserType } from '../auth/guard';
import { notFound } from '../http/errors';
import { ok } from '../http/envelope';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { Type } from '@sinclair/typebox';
import { DataOf } from '#domain/records/envelope';
import { PostedWalletTransaction, WalletHistory, WalletHolder } from '#domain/records/money';
import {
  assertHolderVisible,
  holderExists,
  postWalletTransaction,
  searchHolders,
  toTransaction,
  walletHistory,
} from './wallet';

const tags = ['wallet'];
const staffOnly = requireUserType(USER_TYPE.INTERNAL);

/**
 * SPEC §7 wallet: a holder's transaction history (SPEC §3), the staff holder picker, and staff credits
 * and debits. The ledger is append-only: there is no route that changes or deletes a transaction, a
 * correction is another transaction.
 */
export default async function walletRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/wallet/accountHolder/:accountHolderId/type/:accountHolderTypeId/days/:days',
    {
      config: { access: 'wallet' },
      schema: docs({
        tags,
        answer: DataOf(WalletHistory),
        summary:
          'Balance, the window’s credit and debit totals and its transactions newest first (amounts in Rs). Type 1 company, 2 partner, 3 driver; days 1-366; ?type=CREDIT|DEBIT filters the list',
        params: walletParamsSchema,
        querystring: walletQuerySchema,
      }),
    },
    async (request) => {
      const params = request.params;
      const { type } = request.query;
      const holder = {
        accountHolderTypeId: params.accountHolderTypeId as AccountHolderTypeId,
        accountHolderId: params.accountHolderId,
      };
      await assertHolderVisible(db, currentUser(request), holder);
      return ok(await walletHistory(db, holder, params.days, type as TransactionType | undefined));
    },
  );

  app.get(
    '/wallet/holders',
    {
      config: { access: 'wallet' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        answer: DataOf(Type.Array(WalletHolder)),
        summary: 'Staff: up to 50 account holders of a type (companies by name, partners and drivers by name or phone)',
        querystring: walletHolderQuerySchema,
      }),
    },
    async (request) => {
      const { type, q } = request.query;
      return ok(await searchHolders(db, type as AccountHolderTypeId | undefined, q));
    },
  );

  app.post(
    '/wallet/transaction',
    {
      config: { access: 'wallet' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        answer: { 201: DataOf(PostedWalletTransaction) },
        summary: 'Staff: post a credit or debit (Rs, at most 2 decimals); a debit below the account’s floor is 409',
        body: walletTransactionSchema,
      }),
    },
    async (request, reply) => {
      const input = request.body;
      const holder = {
        accountHolderTypeId: input.accountHolderTypeId as AccountHolderTypeId,
        accountHolderId: input.accountHolderId,
      };
      if (!(await holderExists(db, holder))) throw notFound();
      const row = await postWalletTransaction(db, {
        ...holder,
        type: input.type as TransactionType,
        amountMinor: toMinor(input.amount),
        message: input.message,
        createdBy: currentUser(request).id,
      });
      reply.status(201);
      return ok({
        ...toTransaction(row),
        accountHolderTypeId: row.accountHolderTypeId,
        accountHolderId: row.accountHolderId,
      });
    },
  );
}
