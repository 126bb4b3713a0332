import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { mountLoginForm, type LoginFormHost } from '../../src/bootstrap/login/loginForm';
import { signInTexts as urdu, signInErrors as urduErrors } from '../../src/i18n/ur/signIn';
import { takeLoginPageChoice } from '../../src/i18n/pendingChoice';
import { storage } from '../../src/providers/storage';

const API = new URL('/api', window.location.href).href;
const logins: unknown[] = [];
const server = setupServer(
  // No brand configured: the defaults stay.
  http.get(`${API}/config/:name`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  logins.length = 0;
  takeLoginPageChoice();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  unmount?.();
});
afterAll(() => server.close());

const refused = (status = 401, message: string = MESSAGES.loginFailed) =>
  http.post(/\/api\/auth\/user\/(shipper\/)?login$/, async ({ request }) => {
    logins.push(await request.json());
    return HttpResponse.json({ message, error: 'Unauthorized', statusCode: status }, { status });
  });
const lookUp = (found: { exists: boolean; userType?: number }) =>
  http.get(`${API}/auth/user/by-username`, () => HttpResponse.json({ data: found }));

let unmount: (() => void) | undefined;
function mountAt(path: string) {
  window.history.replaceState(null, '', path);
  const host = { signedIn: vi.fn(), open: vi.fn(), firstInput: vi.fn() } satisfies LoginFormHost;
  const container = document.createElement('div');
  document.body.append(container);
  const remove = mountLoginForm(container, host);
  unmount = () => {
    remove();
    container.remove();
  };
  return { host, user: userEvent.setup({ delay: null }) };
}
const field = (label: string) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });

describe('the plain login form', () => {
  it("has the MUI page's names and roles: heading, sign-in kinds, labelled fields, button, language menu, links", async () => {
    mountAt('/auth/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const kinds = screen.getByRole('group', { name: 'Sign in as' });
    expect(within(kinds).getByRole('button', { name: 'Internal staff' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(kinds).getByRole('button', { name: 'Shipper' })).toHaveAttribute('aria-pressed', 'false');
    expect(field('Phone number or email')).toHaveFocus();
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(button('Sign in')).toHaveAttribute('type', 'submit');
    expect(button('Choose the language')).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('img', { name: 'Freight Portal' })).toHaveAttribute('src', '/logo.png');
    const help = screen.getByRole('navigation', { name: 'Account help' });
    expect(within(help).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/signup');
    expect(within(help).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(within(help).getByRole('link', { name: 'Reset PIN' })).toHaveAttribute('href', '/auth/reset-pin');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("refuses empty fields with the yup schema's SPEC text before any call, and marks them", async () => {
    const { host, user } = mountAt('/auth/login');
    await user.click(button('Sign in'));
    // The rule's module loads on the first submit.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(MESSAGES.loginMissingFields);
    expect(field('Phone number or email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(logins).toEqual([]);
    expect(host.signedIn).not.toHaveBeenCalled();
    expect(host.firstInput).toHaveBeenCalledTimes(1);
  });

  it('a refused sign-in by an account of the other kind selects that kind and says so; a wrong password says SPEC text', async () => {
    server.use(refused(), lookUp({ exists: true, userType: USER_TYPE.SHIPPER }));
    const { user } = mountAt('/auth/login');
    await user.type(field('Phone number or email'), 'shipper@example.com');
    await user.type(field('Password'), 'demo1234{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account signs in as Shipper: that sign-in is selected now, please sign in again.',
    );
    expect(logins).toEqual([
      { phoneNumber: 'shipper@example.com', password: 'demo1234', clientSecret: 'csr-portal-secret', isEmail: true },
    ]);
    expect(button('Shipper')).toHaveAttribute('aria-pressed', 'true');
    expect(storage.get('loginKind')).toBe('shipper');

    await user.click(button('Sign in'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.loginFailed));
    expect(button('Sign in')).toBeEnabled();
  });

  it('signed in: the session is kept, the kind remembered, and the host enters the app at the safe redirect', async () => {
    server.use(
      http.post(`${API}/auth/user/shipper/login`, () =>
        HttpResponse.json({
          data: {
            auth: { token: 'T1', refreshToken: 'R1' },
            userType: USER_TYPE.SHIPPER,
            user: { id: 7, userType: USER_TYPE.SHIPPER, fullName: 'Ayesha', email: null, locale: 'en' },
            roles: [],
          },
        }),
      ),
    );
    const { host, user } = mountAt('/auth/login?redirect=%2Fshipments%3Ffilter%3Dcurrent');
    await user.click(button('Shipper'));
    await user.type(field('Phone number or email'), '03001234567');
    await user.type(field('Password'), 'demo1234');
    await user.click(button('Sign in'));
    await waitFor(() => expect(host.signedIn).toHaveBeenCalledWith('/shipments?filter=current'));
    expect(storage.get('token')).toBe('T1');
    expect(storage.get('loginKind')).toBe('shipper');
  });

  it('shows the notice another auth page sent (a new account signs in as a shipper) and the flash message', async () => {
    storage.setFlash(MESSAGES.sessionExpired);
    mountAt('/auth/login?notice=registered');
    expect(screen.getByRole('status')).toHaveTextContent(/^Your account is ready\./);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.sessionExpired);
    expect(button('Shipper')).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to Urdu from the menu: texts, SPEC errors, right to left; the choice kept for the profile', async () => {
    server.use(refused(401), lookUp({ exists: false }));
    const { user } = mountAt('/auth/login');
    await user.click(button('Choose the language'));
    await user.click(screen.getByRole('menuitem', { name: 'اردو (Urdu)' }));
    expect(screen.getByRole('heading', { level: 1, name: urdu.auth.signIn })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button(urdu.language.choose)).toHaveFocus();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ur', 'rtl']);
    expect(storage.get('locale')).toBe('ur');

    await user.type(field(urdu.auth.username), '03001234567');
    await user.type(field(urdu.auth.password), 'wrong-pass1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(urduErrors.loginFailed);
    expect(takeLoginPageChoice()).toBe('ur');
  });

  it('follows a footer link through the host, without reloading', async () => {
    const { host, user } = mountAt('/auth/login');
    await user.click(screen.getByRole('link', { name: 'Reset PIN' }));
    expect(host.open).toHaveBeenCalledWith('/auth/reset-pin');
  });
});
