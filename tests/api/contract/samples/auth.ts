import type { SampleContext, Samples } from '../samples';
import { DEMO, SECRETS } from '../../testApp';

/** A live code for the phone, as the dev sender received it. */
const codeFor = async ({ t }: SampleContext, who: 'user' | 'driver', phone: string) => {
  await t.app.inject({
    method: 'POST',
    url: `/api/otp/generate/${who}/${phone}`,
    payload: { clientSecret: who === 'user' ? SECRETS.shipper : SECRETS.partner },
  });
  await t.drainOutbox();
  return t.otp.lastCodeFor(phone, `phone:${who}`);
};
const SIGNUP_PHONE = '03129990001';

export default {
  'GET /api/auth/user/by-username': () => `/api/auth/user/by-username?username=${DEMO.csr.phoneNumber}&isEmail=false`,
  'GET /api/otp/validate/user/:phone/:otp': async (context) =>
    `/api/otp/validate/user/${SIGNUP_PHONE}/${await codeFor(context, 'user', SIGNUP_PHONE)}`,
  'GET /api/otp/validate/driver/:phone/:otp': async (context) =>
    `/api/otp/validate/driver/${DEMO.driver.phoneNumber}/${await codeFor(context, 'driver', DEMO.driver.phoneNumber)}`,
  'GET /api/otp/forgot-password/generate': () =>
    `/api/otp/forgot-password/generate?username=${DEMO.shipperA.phoneNumber}&isEmail=false`,
  // An entry's name, not an id; THEME is public, so every user reads it.
  'GET /api/config/:name': () => '/api/config/THEME',
  'GET /api/config/v2/:userId': async ({ firstId }) => `/api/config/v2/${await firstId('/api/user')}`,
  'GET /api/company/v1/configurations': async ({ firstId }) =>
    `/api/company/v1/configurations?companyId=${await firstId('/api/company')}`,
  'GET /api/cities/search': () => '/api/cities/search?term=Lah',
  // Vehicle types are answered as a list, not a page.
  'GET /api/vehicle-type-variant/vehicle-type/:vehicleTypeId': async ({ t, csrToken }) =>
    `/api/vehicle-type-variant/vehicle-type/${(await t.as(csrToken, 'GET', '/api/vehicle-types')).json().data[0].id}`,
} satisfies Samples;
