import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { MESSAGES } from '#domain/messages';
import { authRoutes, ChangePasswordRoute } from '../../src/custom/auth/authRoutes';
import { ChangePasswordPage } from '../../src/custom/auth/ChangePasswordPage';
import { englishMessages } from '../../src/i18n/en';

const NOTICES = englishMessages.app.auth.notices;
import { storage } from '../../src/providers/storage';

/** The httpClient's default base is '/api'; in jsdom that resolves against the page's own origin. */
const API = new URL('/api', window.location.href).href;
// The login form asks for the client's brand (THEME, PREFERENCE): none here, the defaults stay.
const server = setupServer(
  http.get(`${API}/config/:name`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}
/** Every API call the page makes, in order. */
let calls: Call[] = [];
afterEach(() => {
  calls = [];
});
const answer = (method: 'get' | 'post', path: string, body: JsonBodyType = { data: { ok: true } }, status = 200) =>
  http[method](`${API}${path}`, async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({
      method: request.method,
      path: url.pathname.slice(4) + url.search,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
    });
    return HttpResponse.json(body, { status });
  });
const fail = (method: 'get' | 'post', path: string, message: string, status = 400) =>
  answer(method, path, { message, error: 'Bad Request', statusCode: status }, status);

/** Renders the page at `path` and waits for it: the auth pages are loaded on first visit. */
async function renderAt(path: string) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext>
        <Routes>
          {authRoutes}
          <Route path={ChangePasswordRoute} element={<ChangePasswordPage />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1 });
  return user;
}
const field = (label: string) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });

describe('SignupPage', () => {
  it('shows the SPEC texts at the fields before any call, then calls generate → validate → user-account in order', async () => {
    server.use(
      answer('post', '/otp/generate/user/03121234567', { data: { sent: true } }),
      answer('get', '/otp/validate/user/03121234567/123456', { data: { valid: true } }),
      answer('post', '/auth/user/user-account', { data: { id: 9 } }),
    );
    const user = await renderAt('/auth/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(field('Mobile phone number')).toHaveFocus();

    await user.type(field('Mobile phone number'), '0412345{Enter}');
    expect(await screen.findByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(field('Mobile phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.clear(field('Mobile phone number'));
    await user.type(field('Mobile phone number'), '03121234567{Enter}');
    await user.type(await screen.findByLabelText('Verification code'), '123456{Enter}');

    await user.type(await screen.findByLabelText('Full name'), 'Zara Hussain');
    await user.type(field('Email'), 'zara@example');
    await user.type(field('Company name'), 'Hussain Traders');
    await user.click(screen.getByRole('radio', { name: 'Broker' }));
    await user.type(field('Password'), 'short');
    await user.type(field('Confirm password'), 'other{Enter}');
    expect(await screen.findByText(MESSAGES.passwordRule)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsMustMatch)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(calls).toHaveLength(2);

    await user.clear(field('Email'));
    await user.type(field('Email'), 'zara@example.com');
    await user.clear(field('Password'));
    await user.type(field('Password'), 'newpass123');
    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'newpass123{Enter}');

    expect(await screen.findByText(NOTICES.registered)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shipper' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /otp/generate/user/03121234567',
      'GET /otp/validate/user/03121234567/123456',
      'POST /auth/user/user-account',
    ]);
    expect(calls[0].body).toEqual({ clientSecret: 'shipper-portal-secret' });
    expect(calls[2].body).toEqual({
      fullName: 'Zara Hussain',
      email: 'zara@example.com',
      companyName: 'Hussain Traders',
      userType: 5,
      password: 'newpass123',
      confirmPassword: 'newpass123',
      phoneNumber: '03121234567',
      clientSecret: 'shipper-portal-secret',
      // The account keeps the language it was signed up in.
      locale: 'en',
    });
    expect(calls.every((c) => c.authorization === null)).toBe(true);
  });

  it("shows the API's text in the alert and keeps what was typed", async () => {
    server.use(
      answer('post', '/otp/generate/user/03121234567', { data: { sent: true } }),
      fail('get', '/otp/validate/user/03121234567/654321', MESSAGES.invalidOtp),
    );
    const user = await renderAt('/auth/signup');
    await user.type(field('Mobile phone number'), '03121234567{Enter}');
    await user.type(await screen.findByLabelText('Verification code'), '654321{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidOtp);
    expect(field('Verification code')).toHaveValue('654321');
    expect(button('Verify code')).toBeEnabled();
  });

  it('sends a new code with its notice, and going back keeps the phone number', async () => {
    server.use(answer('post', '/otp/generate/user/03121234567', { data: { sent: true } }));
    const user = await renderAt('/auth/signup');
    await user.type(field('Mobile phone number'), '03121234567{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a code to 03121234567.');
    expect(field('Verification code')).toHaveFocus();
    expect(field('Verification code')).toHaveAccessibleDescription('Sent by SMS to 03121234567');
    await user.click(button('Send a new code'));
    expect(await screen.findByText('We sent a new code to 03121234567.')).toBeInTheDocument();
    await user.click(button('Change phone number'));
    expect(await screen.findByLabelText('Mobile phone number')).toHaveValue('03121234567');
    expect(field('Mobile phone number')).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

describe('ForgotPasswordPage', () => {
  it("shows the API's error text and keeps the username", async () => {
    server.use(fail('post', '/auth/user/forgot-password', MESSAGES.tooManyRequests, 429));
    const user = await renderAt('/auth/forgot-password');
    expect(field('Phone number or email')).toHaveFocus();
    await user.type(field('Phone number or email'), 'shipper@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
    expect(field('Phone number or email')).toHaveValue('shipper@example.com');
    expect(calls[0].body).toEqual({ username: 'shipper@example.com', isEmail: true });
  });

  it('checks the code before asking for the new password, then resets and returns to login', async () => {
    server.use(
      answer('post', '/auth/user/forgot-password', { data: { sent: true } }),
      answer('post', '/otp/forgot-password/validate', { data: { valid: true } }),
      answer('post', '/auth/user/reset-password', { data: { reset: true } }),
    );
    const user = await renderAt('/auth/forgot-password');
    await user.type(field('Phone number or email'), '03011234567{Enter}');
    await user.type(await screen.findByLabelText('Verification code'), '111222{Enter}');
    await user.type(await screen.findByLabelText('New password'), 'fresh-pass-42');
    await user.type(field('Confirm new password'), 'fresh-pass-42{Enter}');
    expect(await screen.findByText(NOTICES.passwordReset)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /auth/user/forgot-password',
      'POST /otp/forgot-password/validate?username=03011234567&otp=111222&isEmail=false',
      'POST /auth/user/reset-password',
    ]);
    expect(calls[2].body).toEqual({
      username: '03011234567',
      isEmail: false,
      otp: '111222',
      password: 'fresh-pass-42',
      confirmPassword: 'fresh-pass-42',
    });
  });

  it('drivers use the driver OTP and reset calls; a driver needs a phone number', async () => {
    server.use(
      answer('post', '/otp/generate/driver/03051234567', { data: { sent: true } }),
      answer('get', '/otp/validate/driver/03051234567/333444', { data: { valid: true } }),
      answer('post', '/auth/driver/reset-password', { data: { reset: true } }),
    );
    const user = await renderAt('/auth/forgot-password');
    await user.click(screen.getByRole('radio', { name: 'Driver' }));
    await user.type(field('Phone number or email'), 'driver@example.com{Enter}');
    expect(await screen.findByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    await user.clear(field('Phone number or email'));
    await user.type(field('Phone number or email'), '03051234567{Enter}');
    await user.type(await screen.findByLabelText('Verification code'), '333444{Enter}');
    await user.type(await screen.findByLabelText('New password'), 'fresh-pass-42');
    await user.type(field('Confirm new password'), 'fresh-pass-42{Enter}');
    await screen.findByText(NOTICES.passwordReset);
    expect(calls.map((c) => c.path)).toEqual([
      '/otp/generate/driver/03051234567',
      '/otp/validate/driver/03051234567/333444',
      '/auth/driver/reset-password',
    ]);
  });

  it('sends a new code, and going back keeps the username and the account kind', async () => {
    server.use(answer('post', '/otp/generate/driver/03051234567', { data: { sent: true } }));
    const user = await renderAt('/auth/forgot-password');
    await user.click(screen.getByRole('radio', { name: 'Driver' }));
    await user.type(field('Phone number or email'), '03051234567{Enter}');
    const sent = 'If an account exists for 03051234567, we sent it a code.';
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    await user.click(button('Send a new code'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent(sent);
    await user.click(button('Change username'));
    expect(await screen.findByLabelText('Phone number or email')).toHaveValue('03051234567');
    expect(screen.getByRole('radio', { name: 'Driver' })).toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('ResetPinPage', () => {
  it('shows the PIN rule and "PINs must match" at the fields before any reset call, then resets', async () => {
    server.use(
      answer('post', '/auth/user/forgot-password', { data: { sent: true } }),
      answer('post', '/auth/user/reset-pin', { data: { reset: true } }),
    );
    const user = await renderAt('/auth/reset-pin');
    await user.type(field('Phone number or email'), '03011234567{Enter}');
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.type(field('New PIN'), '12a');
    await user.type(field('Confirm new PIN'), '12a{Enter}');
    expect(await screen.findByText(MESSAGES.pinRule)).toBeInTheDocument();

    await user.clear(field('New PIN'));
    await user.type(field('New PIN'), '1234');
    await user.clear(field('Confirm new PIN'));
    await user.type(field('Confirm new PIN'), '1243{Enter}');
    expect(await screen.findByText(MESSAGES.pinsMustMatch)).toBeInTheDocument();
    expect(field('Confirm new PIN')).toHaveAccessibleDescription(MESSAGES.pinsMustMatch);
    expect(calls).toHaveLength(1);

    await user.clear(field('Confirm new PIN'));
    await user.type(field('Confirm new PIN'), '1234{Enter}');
    expect(await screen.findByText(NOTICES.pinReset)).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      path: '/auth/user/reset-pin',
      body: { username: '03011234567', isEmail: false, otp: '123456', pin: '1234', confirmPin: '1234' },
    });
  });
});

describe('ChangePasswordPage', () => {
  it("sends the stored user's id with the token, shows the API's text, then notifies success and clears the form", async () => {
    storage.set('token', 'T1');
    storage.setJson('user', { id: 42, userType: 1, fullName: 'Bilal', email: null, companyId: 1, companyName: 'A' });
    server.use(fail('post', '/user/42/changePassword', MESSAGES.wrongOldPassword));
    const user = await renderAt(ChangePasswordRoute);
    expect(field('Current password')).toHaveFocus();
    await user.type(field('Current password'), 'notmine123');
    await user.type(field('New password'), 'changed-pass-7');
    await user.type(field('Confirm new password'), 'changed-pass-7{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.wrongOldPassword);
    expect(field('New password')).toHaveValue('changed-pass-7');
    expect(calls[0]).toMatchObject({
      authorization: 'Bearer T1',
      body: { oldPassword: 'notmine123', password: 'changed-pass-7', confirmPassword: 'changed-pass-7' },
    });

    server.use(answer('post', '/user/42/changePassword', { data: { changed: true } }));
    await user.click(button('Change password'));
    expect(await screen.findByText(/Your password was changed/)).toBeInTheDocument();
    await waitFor(() => expect(field('Current password')).toHaveValue(''));
    expect(screen.queryByText(MESSAGES.wrongOldPassword)).not.toBeInTheDocument();
  });
});

describe('LoginPage', () => {
  it('links to signup, forgot password and reset PIN, and ignores unknown notices', async () => {
    await renderAt('/auth/login?notice=<script>');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByRole('link', { name: 'Reset PIN' })).toHaveAttribute('href', '/auth/reset-pin');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
