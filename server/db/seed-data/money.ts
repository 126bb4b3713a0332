import { TRANSACTION_TYPE, type TransactionType } from '#domain/money';

/*
 * Demo money: the demo partner's bank accounts, two settled payment batches, and ~90 days of wallet
 * history for the partner, company A (on a credit line), company B and the demo driver. Amounts in Rs.
 */

/** Company A may run its wallet down to −500,000 Rs (a shipper's credit line). */
export const COMPANY_A_FLOOR = -500_000;

export interface SeedBankAccount {
  /** Whose: the demo partner's phone or another seeded partner's. */
  partnerPhone: string;
  bankName: string;
  accountTitle: string;
  accountNumber: string;
  branchCode: string | null;
  isPrimary: boolean;
}
export const DEMO_BANK_ACCOUNTS: readonly SeedBankAccount[] = [
  {
    partnerPhone: '03041234567',
    bankName: 'HBL',
    accountTitle: 'Tariq Transport',
    accountNumber: 'PK36HABB0000001123456702',
    branchCode: '0042',
    isPrimary: true,
  },
  {
    partnerPhone: '03041234567',
    bankName: 'Meezan Bank',
    accountTitle: 'Tariq Mehmood',
    accountNumber: '01020104567890',
    branchCode: '0102',
    isPrimary: false,
  },
  {
    partnerPhone: '03041234568',
    bankName: 'Allied Bank',
    accountTitle: 'Chenab Goods Transport',
    accountNumber: 'PK07ABPA0010004567890123',
    branchCode: null,
    isPrimary: true,
  },
];

/**
 * The two settled batches (fixed ids, so the demo reads the same every time): the first pays the
 * advances of the earlier half of the delivered bookings, the second their remainders plus the later
 * half's advances and half of the in-transit advances. Everything else stays pending.
 */
export const DEMO_BATCHES = [
  { id: '5eed0001-0000-4000-8000-000000000001', daysAgo: 62, note: 'Advances, fortnight 1' },
  { id: '5eed0002-0000-4000-8000-000000000002', daysAgo: 18, note: 'Remainders and advances, fortnight 5' },
] as const;

export type SeedHolder = 'partner' | 'companyA' | 'companyB' | 'driver';
export interface SeedWalletEntry {
  holder: SeedHolder;
  daysAgo: number;
  type: TransactionType;
  amount: number;
  message: string;
}
const { CREDIT, DEBIT } = TRANSACTION_TYPE;

/** Staff adjustments, deposits, charges and driver fuel advances. Each holder's list never dips below its floor. */
export const DEMO_WALLET_ENTRIES: readonly SeedWalletEntry[] = [
  { holder: 'partner', daysAgo: 88, type: CREDIT, amount: 50_000, message: 'Opening balance carried over' },
  { holder: 'partner', daysAgo: 55, type: DEBIT, amount: 4_500, message: 'Tracker rental, quarterly' },
  { holder: 'partner', daysAgo: 40, type: DEBIT, amount: 2_000, message: 'Penalty: late arrival at loading point' },
  { holder: 'partner', daysAgo: 10, type: CREDIT, amount: 6_000, message: 'Detention charges reimbursed' },
  { holder: 'partner', daysAgo: 5, type: DEBIT, amount: 25_000, message: 'Fuel card top-up' },

  { holder: 'companyA', daysAgo: 150, type: CREDIT, amount: 250_000, message: 'Opening balance' },
  { holder: 'companyA', daysAgo: 84, type: DEBIT, amount: 420_000, message: 'Freight charges, March loads' },
  { holder: 'companyA', daysAgo: 60, type: CREDIT, amount: 300_000, message: 'Payment received, cheque 004512' },
  { holder: 'companyA', daysAgo: 35, type: DEBIT, amount: 510_000, message: 'Freight charges, April loads' },
  { holder: 'companyA', daysAgo: 20, type: DEBIT, amount: 45_500.5, message: 'Detention charges billed' },
  { holder: 'companyA', daysAgo: 7, type: CREDIT, amount: 200_000, message: 'Payment received, online transfer' },
  { holder: 'companyA', daysAgo: 2, type: DEBIT, amount: 1_250.75, message: 'Staff adjustment: weighbridge fee' },

  { holder: 'companyB', daysAgo: 80, type: CREDIT, amount: 600_000, message: 'Advance deposit received' },
  {
    holder: 'companyB',
    daysAgo: 66,
    type: DEBIT,
    amount: 185_000,
    message: 'Freight charges, cement dispatches week 1',
  },
  {
    holder: 'companyB',
    daysAgo: 45,
    type: DEBIT,
    amount: 210_500,
    message: 'Freight charges, cement dispatches week 3',
  },
  { holder: 'companyB', daysAgo: 30, type: CREDIT, amount: 150_000, message: 'Payment received, cheque 118204' },
  {
    holder: 'companyB',
    daysAgo: 12,
    type: DEBIT,
    amount: 198_750,
    message: 'Freight charges, cement dispatches week 6',
  },
  { holder: 'companyB', daysAgo: 3, type: CREDIT, amount: 12_500, message: 'Staff adjustment: rate correction refund' },

  { holder: 'driver', daysAgo: 75, type: CREDIT, amount: 20_000, message: 'Trip allowance' },
  { holder: 'driver', daysAgo: 70, type: DEBIT, amount: 8_000, message: 'Fuel advance at PSO Sheikhupura' },
  { holder: 'driver', daysAgo: 52, type: DEBIT, amount: 6_500, message: 'Fuel advance at Total Parco Multan' },
  { holder: 'driver', daysAgo: 33, type: CREDIT, amount: 15_000, message: 'Trip allowance' },
  { holder: 'driver', daysAgo: 21, type: DEBIT, amount: 9_000, message: 'Fuel advance at Shell Motorway M-2' },
  { holder: 'driver', daysAgo: 8, type: DEBIT, amount: 7_000, message: 'Fuel advance at PSO Kharian' },
];
