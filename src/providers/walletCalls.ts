import type { AccountHolderTypeId, TransactionType } from '#domain/money';
import type {
  BankAccountRecord,
  PaymentBatchRecord,
  PostedWalletTransaction,
  WalletHistory,
  WalletHolder,
} from '#domain/records/money';
import type { HttpClient } from './httpClient';

/** The API's answers (amounts in major units, Rs), declared once in src/domain/records. */
export type {
  BankAccountRecord,
  PaymentBatchRecord,
  PaymentRecord,
  WalletHistory,
  WalletHolder,
  WalletTransaction,
} from '#domain/records/money';

export interface WalletQuery {
  holderTypeId: AccountHolderTypeId;
  holderId: number;
  days: number;
  type?: TransactionType;
}

export interface NewWalletTransaction {
  accountHolderTypeId: AccountHolderTypeId;
  accountHolderId: number;
  type: TransactionType;
  amount: number;
  message: string;
}

export interface SettleRequest {
  /** A uuid made once per confirmed settle and sent again on a retry: the API settles a batch id once. */
  batchId: string;
  paymentIds: number[];
  note?: string;
}

type Id = number | string;

/** SPEC §7 wallet and payments beyond CRUD, as named dataProvider calls. */
export const walletCalls = (http: HttpClient) => ({
  getWallet: ({ holderTypeId, holderId, days, type }: WalletQuery, signal?: AbortSignal) =>
    http.request<WalletHistory>(
      `/wallet/accountHolder/${encodeURIComponent(String(holderId))}/type/${holderTypeId}/days/${days}`,
      { query: { type }, signal },
    ),
  /** Staff: account holders of a type by name (up to 50). */
  searchWalletHolders: (type: AccountHolderTypeId, q?: string, signal?: AbortSignal) =>
    http.request<WalletHolder[]>('/wallet/holders', { query: { type, q }, signal }),
  addWalletTransaction: (body: NewWalletTransaction) =>
    http.request<PostedWalletTransaction>('/wallet/transaction', { method: 'POST', body }),
  getBankNames: () => http.request<string[]>('/bank'),
  getPartnerBankAccounts: (partnerId: Id) => http.request<BankAccountRecord[]>('/bank/v1', { query: { partnerId } }),
  /** 201 a new batch, 200 the same batch when that batchId was settled already, 409 when a payment is no longer pending. */
  settlePayments: (body: SettleRequest) =>
    http.request<PaymentBatchRecord>('/bank/v1/payment/batch', { method: 'POST', body }),
});
export type WalletCalls = ReturnType<typeof walletCalls>;
