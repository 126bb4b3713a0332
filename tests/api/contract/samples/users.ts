import type { Samples } from '../samples';

export default {
  // Named :userId, which the walk does not fill in.
  'GET /api/user/:userId': async ({ firstId }) => `/api/user/${await firstId('/api/user')}`,
  'GET /api/demand-adda/:userId': async ({ firstId }) => `/api/demand-adda/${await firstId('/api/demand-adda')}`,
  // Roles are answered as a list, not a page.
  'GET /api/roles/v2/:id': async ({ t, csrToken }) =>
    `/api/roles/v2/${(await t.as(csrToken, 'GET', '/api/roles/v2')).json().data[0].id}`,
  'GET /api/user/private-pool': async ({ firstId }) =>
    `/api/user/private-pool?companyId=${await firstId('/api/company')}`,
} satisfies Samples;
