import type { SampleContext, Samples } from '../samples';

/** A company's id: that of the newest invoice, read as staff. */
const invoicedCompany = async ({ t, csrToken }: SampleContext) =>
  (await t.as(csrToken, 'GET', '/api/invoice')).json().data.content[0].companyId as number;

export default {
  'GET /api/wallet/accountHolder/:accountHolderId/type/:accountHolderTypeId/days/:days': async (context) =>
    `/api/wallet/accountHolder/${await invoicedCompany(context)}/type/1/days/30`,
  'GET /api/invoice/invoiceable': async (context) =>
    `/api/invoice/invoiceable?companyId=${await invoicedCompany(context)}`,
  'GET /api/billing/v1/invoice/configuration': async (context) =>
    `/api/billing/v1/invoice/configuration?companyId=${await invoicedCompany(context)}`,
  'GET /api/bank/v1': async ({ t, csrToken }) =>
    `/api/bank/v1?partnerId=${(await t.as(csrToken, 'GET', '/api/bank/v1/all')).json().data.content[0].partnerId as number}`,
  'GET /api/bank/v1/payment/:id': async ({ firstId }) =>
    `/api/bank/v1/payment/${await firstId('/api/bank/v1/payment/all')}`,
} satisfies Samples;
