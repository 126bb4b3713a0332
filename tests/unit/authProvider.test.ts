import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createHttpClient, ApiError } from '../../src/providers/httpClient';
import { storage } from '../../src/providers/storage';
import { CLIENT_SECRETS } from '../../src/providers/apiConnection';
import { MESSAGES } from '#domain/messages';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const auth = createAuthProvider(createHttpClient({ baseUrl: API, onSessionExpired: () => {} }));
const answer = {
  auth: { token: 'T', refreshToken: 'R' },
  userType: 1,
  user: {
    id: 2,
    userType: 1,
    fullName: 'Bilal Ahmed',
    email: 'shipper@example.com',
    companyId: 1,
    companyName: 'A',
    preferences: { theme: { primary: '#2e7d32' } },
  },
  roles: [{ id: 3, name: 'Shipper', permissions: ['shipments:list'] }],
};

describe('authProvider', () => {
  it('shipper login uses the shipper path and client identity and stores the SPEC keys', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/auth/user/shipper/login`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: answer });
      }),
    );
    await auth.login({ username: ' shipper@example.com ', password: 'demo1234', userType: 'shipper', isEmail: true });
    expect(body).toEqual({
      phoneNumber: 'shipper@example.com',
      password: 'demo1234',
      clientSecret: CLIENT_SECRETS.shipper,
      isEmail: true,
    });
    expect(storage.get('token')).toBe('T');
    expect(storage.get('refreshToken')).toBe('R');
    expect(storage.get('userType')).toBe('1');
    expect(storage.getJson('user')).toMatchObject({ id: 2, fullName: 'Bilal Ahmed' });
    expect(storage.getJson('roles')).toEqual(answer.roles);
    expect(storage.getJson('theme')).toEqual({ primary: '#2e7d32' });
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 2, fullName: 'Bilal Ahmed' });
    await expect(auth.getPermissions!({})).resolves.toEqual(['shipments:list']);
    await expect(auth.canAccess!({ action: 'list', resource: 'shipments' })).resolves.toBe(true);
    await expect(auth.canAccess!({ action: 'list', resource: 'users' })).resolves.toBe(false);
  });

  it('internal login uses the internal path and the CSR identity; a refusal keeps the SPEC text', async () => {
    server.use(
      http.post(`${API}/auth/user/login`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        expect(body.clientSecret).toBe(CLIENT_SECRETS.internal);
        return HttpResponse.json({ message: MESSAGES.loginFailed }, { status: 401 });
      }),
    );
    await expect(auth.login({ username: '03001234567', password: 'x', userType: 'internal' })).rejects.toThrow(
      MESSAGES.loginFailed,
    );
    expect(storage.get('token')).toBeNull();
  });

  it('checkAuth without a token rejects towards login with the current path', async () => {
    window.history.pushState({}, '', '/bookings?page=2');
    await expect(auth.checkAuth({})).rejects.toEqual({
      redirectTo: '/auth/login?redirect=%2Fbookings%3Fpage%3D2',
      message: false,
    });
    storage.set('token', 'T');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError logs out on 401 only', async () => {
    await expect(auth.checkError(new ApiError(401, MESSAGES.sessionExpired))).rejects.toBeTruthy();
    await expect(auth.checkError(new ApiError(403, MESSAGES.forbidden))).resolves.toBeUndefined();
    await expect(auth.checkError(new ApiError(500, MESSAGES.generic))).resolves.toBeUndefined();
  });

  it('logout ends the session on the API, clears the session keys and keeps the build hash', async () => {
    let loggedOut = false;
    server.use(
      http.post(
        `${API}/auth/user/logout`,
        () => ((loggedOut = true), HttpResponse.json({ data: { loggedOut: true } })),
      ),
    );
    storage.set('token', 'T');
    storage.set('refreshToken', 'R');
    storage.set('hash', 'build-1');
    window.history.pushState({}, '', '/');
    await expect(auth.logout({})).resolves.toBe('/auth/login');
    expect(loggedOut).toBe(true);
    expect(storage.get('token')).toBeNull();
    expect(storage.get('refreshToken')).toBeNull();
    expect(storage.get('hash')).toBe('build-1');
  });
});
