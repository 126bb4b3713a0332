import { describe, expect, it } from 'vitest';
import { INVOICE_STATUS, PAYMENT_STATUS } from '#domain/money';
import { testAppPerFile } from '../testApp';

/** The seed: the money area in every state, for both demo shipper companies and the demo partner. */
const t = testAppPerFile();

describe('seeded money', () => {
  it('both shipper companies have invoices in every status and delivered bookings still to invoice', async () => {
    const { token } = await t.login('csr');
    for (const who of ['shipperA', 'shipperB'] as const) {
      const { user } = await t.login(who);
      const invoices = (await t.as(token, 'GET', `/api/invoice?companyId=${user.companyId}&pageSize=100`)).json().data
        .content as { status: string }[];
      expect(new Set(invoices.map((i) => i.status)), who).toEqual(new Set(Object.values(INVOICE_STATUS)));
      const free = (await t.as(token, 'GET', `/api/invoice/invoiceable?companyId=${user.companyId}`)).json()
        .data as unknown[];
      expect(free.length, who).toBeGreaterThanOrEqual(2);
    }
  });

  it('the demo partner has payments in every status, and each demo wallet a history', async () => {
    const { token } = await t.login('csr');
    for (const status of Object.values(PAYMENT_STATUS)) {
      const res = (await t.as(token, 'GET', `/api/bank/v1/payment/all?status=${status}`)).json().data;
      expect(res.totalElements, status).toBeGreaterThan(0);
    }
    for (const who of ['shipperA', 'shipperB', 'partner'] as const) {
      const { token: own, user } = await t.login(who);
      const [holder, type] = who === 'partner' ? [user.id, 2] : [user.companyId, 1];
      const wallet = (await t.as(own, 'GET', `/api/wallet/accountHolder/${holder}/type/${type}/days/90`)).json()
        .data as { transactions: unknown[] };
      expect(wallet.transactions.length, who).toBeGreaterThan(0);
    }
  });
});
