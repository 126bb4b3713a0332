import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { PAGE_SIZE } from '../limits';
import { ADVANCE_SHARE } from '../bookings';
import {
  ACCOUNT_HOLDER_TYPE,
  MAX_BATCH_PAYMENTS,
  toMinor,
  PAYMENT_KIND,
  PAYMENT_STATUS,
  TRANSACTION_TYPE,
  WALLET_DAYS,
} from '../money';
import { booleanField, idField, numberField, textField } from './shipmentLocation';
import { requiredText, trimmedString } from './rules';
import { pageFields } from './listQuery';

/*
 * Wallet, bank accounts and payments (SPEC §3 transaction history, §7 wallet and bank/v1). Amounts
 * travel in major units (Rs, at most 2 decimals) and are stored as whole minor units (money.ts).
 */

/** The largest single manual wallet transaction, in major units (MESSAGES.amountTooLarge names it). */
export const MAX_TRANSACTION_AMOUNT = 10_000_000;
export const TRANSACTION_MESSAGE_MAX_LENGTH = 200;
/** The most holders the holder picker answers with. */
export const WALLET_HOLDER_SEARCH_MAX = 50;
export const BANK_ACCOUNT_TITLE_MAX_LENGTH = 100;
export const BRANCH_CODE_MAX_LENGTH = 20;
export const BATCH_NOTE_MAX_LENGTH = 200;

/** The banks a partner's account may be with (GET /bank). */
export const BANK_NAMES = [
  'HBL',
  'UBL',
  'MCB',
  'Allied Bank',
  'Bank Alfalah',
  'Meezan Bank',
  'Bank Al Habib',
  'Standard Chartered',
  'Faysal Bank',
  'National Bank of Pakistan',
  'Askari Bank',
  'JS Bank',
] as const;
export type BankName = (typeof BANK_NAMES)[number];

/** A Pakistani IBAN: PK, 2 check digits, a 4-letter bank code, 16 digits. */
export const IBAN_PATTERN = /^PK\d{2}[A-Z]{4}\d{16}$/;
/** A plain account number: 10 to 20 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{10,20}$/;
/** Spaces and dashes people type for readability are dropped, letters upper-cased. */
export const normalizeAccountNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
export const isValidAccountNumber = (value: string) => IBAN_PATTERN.test(value) || ACCOUNT_NUMBER_PATTERN.test(value);

/**
 * An amount in major units with at most 2 decimals (a float's noise tolerated, a third decimal not).
 * A non-zero amount under half a paisa is all decimals: the noise tolerance must not let 1e-9 through as 0.00.
 */
export const hasAtMostTwoDecimals = (value: number) => {
  const paisa = value * 100;
  return Math.abs(paisa - Math.round(paisa)) < 1e-6 && (value === 0 || Math.round(paisa) !== 0);
};

/**
 * A booking's pay in minor units: the advance is ADVANCE_SHARE of the amount, rounded to the paisa;
 * the remainder is the rest, so the two always add up to the amount exactly.
 */
export function splitBookingAmount(amount: number) {
  const totalMinor = toMinor(amount);
  const advanceMinor = Math.round(totalMinor * ADVANCE_SHARE);
  return { totalMinor, advanceMinor, remainderMinor: totalMinor - advanceMinor };
}

/** The 409 of a settle naming the first payment that is not pending. */
export const paymentNotPendingMessage = (id: number, bookingCode: string | null, status: string) =>
  `Payment ${id}${bookingCode ? ` (${bookingCode})` : ''} is ${status.toLowerCase()}: ${MESSAGES.paymentNotPending}`;
export const unknownPaymentMessage = (id: number) => `${MESSAGES.unknownPayment}: ${id}`;

const holderType = () =>
  numberField()
    .typeError(MESSAGES.invalidAccountHolderType)
    .oneOf([...Object.values(ACCOUNT_HOLDER_TYPE), undefined], MESSAGES.invalidAccountHolderType);
const transactionType = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
    .oneOf([...Object.values(TRANSACTION_TYPE), undefined], MESSAGES.invalidTransactionType);

/** GET /wallet/accountHolder/:accountHolderId/type/:accountHolderTypeId/days/:days */
export const walletParamsSchema = yup.object({
  accountHolderId: idField().required(MESSAGES.fillRequired),
  accountHolderTypeId: holderType().required(MESSAGES.invalidAccountHolderType),
  days: numberField()
    .typeError(MESSAGES.walletDaysRange)
    .integer(MESSAGES.walletDaysRange)
    .min(WALLET_DAYS.min, MESSAGES.walletDaysRange)
    .max(WALLET_DAYS.max, MESSAGES.walletDaysRange)
    .required(MESSAGES.walletDaysRange),
});
/** ?type=CREDIT|DEBIT filters the transactions listed (not the window's totals). */
export const walletQuerySchema = yup.object({ type: transactionType() });
/** GET /wallet/holders: the holder picker (staff). Without a type, all three kinds. */
export const walletHolderQuerySchema = yup.object({ type: holderType(), q: textField(100) });

/** POST /wallet/transaction: a staff credit or debit; a correction is another transaction, never an edit. */
export const walletTransactionSchema = yup.object({
  accountHolderTypeId: holderType().required(MESSAGES.invalidAccountHolderType),
  accountHolderId: idField().required(MESSAGES.fillRequired),
  type: transactionType().required(MESSAGES.invalidTransactionType),
  amount: numberField()
    .required(MESSAGES.fillRequired)
    .moreThan(0, MESSAGES.mustBePositive)
    .max(MAX_TRANSACTION_AMOUNT, MESSAGES.amountTooLarge)
    .test('two-decimals', MESSAGES.amountDecimals, (value) => value === undefined || hasAtMostTwoDecimals(value)),
  message: requiredText(MESSAGES.transactionMessageRequired).max(
    TRANSACTION_MESSAGE_MAX_LENGTH,
    MESSAGES.transactionMessageMax,
  ),
});

/** GET /bank/v1: staff name the partner; a partner always sees its own. */
export const bankAccountListQuerySchema = yup.object({ partnerId: idField() });
/** GET /bank/v1/all (staff): paged, q on title, number or partner name. */
export const bankAccountAllQuerySchema = yup.object({
  ...pageFields(PAGE_SIZE.companies),
  q: textField(100),
  partnerId: idField(),
});

/** POST /bank/v1 and PUT /bank/v1/:id: a partner's bank account. The first one is primary; making one primary unmakes the others. */
export const bankAccountSchema = yup.object({
  partnerId: idField(),
  bankName: requiredText().oneOf([...BANK_NAMES], MESSAGES.invalidBank),
  accountTitle: requiredText().max(BANK_ACCOUNT_TITLE_MAX_LENGTH, MESSAGES.textTooLong),
  accountNumber: trimmedString()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeAccountNumber(value) : value))
    .required(MESSAGES.fillRequired)
    .test('account-number', MESSAGES.invalidAccountNumber, (value) => !value || isValidAccountNumber(value)),
  branchCode: textField(BRANCH_CODE_MAX_LENGTH),
  isPrimary: booleanField().default(false),
});
export type BankAccountInput = yup.InferType<typeof bankAccountSchema>;

/** GET /bank/v1/payment/all (staff): pending ones unless another status is asked for. */
export const paymentListQuerySchema = yup.object({
  ...pageFields(PAGE_SIZE.companies),
  status: yup.string().oneOf(Object.values(PAYMENT_STATUS), MESSAGES.invalidOption).default(PAYMENT_STATUS.PENDING),
  partnerId: idField(),
  kind: yup.string().oneOf([...Object.values(PAYMENT_KIND), undefined], MESSAGES.invalidOption),
  batchId: trimmedString().uuid(MESSAGES.invalidBatchId),
});
export const batchListQuerySchema = yup.object(pageFields(PAGE_SIZE.companies));
export const batchParamsSchema = yup.object({
  id: trimmedString().uuid(MESSAGES.invalidBatchId).required(MESSAGES.invalidBatchId),
});

/** POST /bank/v1/payment/batch: settle pending payments; the client's batchId makes a retry harmless. */
export const settleBatchSchema = yup.object({
  batchId: trimmedString().required(MESSAGES.invalidBatchId).uuid(MESSAGES.invalidBatchId),
  paymentIds: yup
    .array(idField().required(MESSAGES.fillRequired))
    .typeError(MESSAGES.batchSize)
    .required(MESSAGES.batchSize)
    .min(1, MESSAGES.batchSize)
    .max(MAX_BATCH_PAYMENTS, MESSAGES.batchSize)
    .test('distinct', MESSAGES.duplicatePayments, (ids) => !ids || new Set(ids).size === ids.length),
  note: textField(BATCH_NOTE_MAX_LENGTH),
});
