import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_HOLDER_TYPE, PAYMENT_KIND, PAYMENT_STATUS, TRANSACTION_TYPE } from '../money';
import { BANK_NAMES } from '../schemas/wallet';
import { DateTime, Id, Nullable, NullableId, NullableText, OneOf, Text, Version } from './common';

/** An amount in major units (Rs, at most 2 decimals): stored as whole paisa, answered as minor / 100. */
export const Amount = Type.Number();
/** A payment batch's id: the uuid the client made for the settle. */
const BatchId = Type.String({ description: 'A uuid' });

const TransactionType = OneOf(Object.values(TRANSACTION_TYPE));
const AccountHolderTypeId = OneOf(Object.values(ACCOUNT_HOLDER_TYPE));

/** Each of GET /wallet/accountHolder/…'s transactions: one ledger row, with the balance right after it. */
export const WalletTransaction = Type.Object({
  id: Id,
  amount: Amount,
  message: Text,
  type: TransactionType,
  date: DateTime,
  balanceAfter: Amount,
  bookingId: NullableId,
});
export type WalletTransaction = Static<typeof WalletTransaction>;

/** POST /wallet/transaction: the posted transaction and whose wallet it went to. */
export const PostedWalletTransaction = Type.Composite([
  WalletTransaction,
  Type.Object({ accountHolderTypeId: AccountHolderTypeId, accountHolderId: Id }),
]);
export type PostedWalletTransaction = Static<typeof PostedWalletTransaction>;

/** GET /wallet/accountHolder/:accountHolderId/type/:accountHolderTypeId/days/:days: the balance, the window's totals and its transactions newest first. */
export const WalletHistory = Type.Object({
  accountBalance: Amount,
  creditAmount: Amount,
  debitAmount: Amount,
  transactions: Type.Array(WalletTransaction),
});
export type WalletHistory = Static<typeof WalletHistory>;

/** Each row of GET /wallet/holders: a company (1), a partner (2) or a driver (3) by name. */
export const WalletHolder = Type.Object({ id: Id, name: Text, type: AccountHolderTypeId });
export type WalletHolder = Static<typeof WalletHolder>;

/** GET /bank: the banks an account may be with. */
export const BankName = OneOf(BANK_NAMES);

/** GET /bank/v1, each row of GET /bank/v1/all, and POST, PUT and DELETE /bank/v1(/:id): a partner's account with the partner's name. */
export const BankAccountRecord = Type.Object({
  id: Id,
  partnerId: Id,
  partnerName: Text,
  // A stored text: a bank taken off the offered list must not make its accounts unreadable.
  bankName: Text,
  accountTitle: Text,
  accountNumber: Text,
  branchCode: NullableText,
  isPrimary: Type.Boolean(),
  version: Version,
});
export type BankAccountRecord = Static<typeof BankAccountRecord>;

/** A payment's partner's primary bank account, as the payments list shows it. */
const PrimaryBankAccount = Type.Object({ bankName: Text, accountTitle: Text, accountNumber: Text });

/** Each row of GET /bank/v1/payment/all and each of a batch's payments: what a partner is owed for a booking, with its primary bank account (null when it has none). */
export const PaymentRecord = Type.Object({
  id: Id,
  bookingId: Id,
  bookingCode: NullableText,
  shipmentCode: NullableText,
  partnerId: Id,
  partnerName: Text,
  kind: OneOf(Object.values(PAYMENT_KIND)),
  amount: Amount,
  status: OneOf(Object.values(PAYMENT_STATUS)),
  batchId: Nullable(BatchId),
  paidAt: Nullable(DateTime),
  createdAt: DateTime,
  bankAccount: Type.Union([PrimaryBankAccount, Type.Null()]),
});
export type PaymentRecord = Static<typeof PaymentRecord>;

/** Each row of GET /bank/v1/payment/batch (without payments); GET /bank/v1/payment/batch/:id and POST /bank/v1/payment/batch (with them). */
export const PaymentBatchRecord = Type.Object({
  id: BatchId,
  total: Amount,
  paymentCount: Type.Integer({ minimum: 0 }),
  note: NullableText,
  settledBy: NullableId,
  settledByName: NullableText,
  createdAt: DateTime,
  payments: Type.Optional(Type.Array(PaymentRecord)),
});
export type PaymentBatchRecord = Static<typeof PaymentBatchRecord>;
