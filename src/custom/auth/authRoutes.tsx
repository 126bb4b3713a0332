import { Suspense } from 'react';
import { Notification } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { Outlet, Route } from 'react-router-dom';
import { lazyPage } from '../../layout/lazyPage';
import { AUTH_PATHS } from './authPaths';

const LoginPage = lazyPage(() => import('./LoginPage'), 'LoginPage');
const SignupPage = lazyPage(() => import('./SignupPage'), 'SignupPage');
const ForgotPasswordPage = lazyPage(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPinPage = lazyPage(() => import('./ResetPinPage'), 'ResetPinPage');
const UnsubscribePage = lazyPage(() => import('./UnsubscribePage'), 'UnsubscribePage');

export { AUTH_PATHS };

/** What react-admin's AdminUI would give a page, for the auth pages that live outside it. */
function AuthShell() {
  return (
    <CssBaseline enableColorScheme>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <Notification />
    </CssBaseline>
  );
}

/**
 * SPEC §2 sign-in with signup, forgot password and reset PIN, and a notification e-mail's unsubscribe link:
 * pages without the app layout. They are routed beside react-admin's UI, not inside it (see App.tsx),
 * inside its contexts.
 */
export const authRoutes = (
  <Route element={<AuthShell />}>
    <Route path={AUTH_PATHS.login} element={<LoginPage />} />
    <Route path={AUTH_PATHS.signup} element={<SignupPage />} />
    <Route path={AUTH_PATHS.forgotPassword} element={<ForgotPasswordPage />} />
    <Route path={AUTH_PATHS.resetPin} element={<ResetPinPage />} />
    <Route path={AUTH_PATHS.unsubscribe} element={<UnsubscribePage />} />
  </Route>
);

/** The change-password page lives inside the app layout (a react-admin custom route). */
export const ChangePasswordRoute = '/account/password';
