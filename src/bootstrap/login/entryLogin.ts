import { LOGIN_ROUTE } from '../../providers/apiConnection';
import { storage } from '../../providers/storage';
import { mountLoginForm } from './loginForm';
import { loadApp } from '../appModules';
import { whenIdle } from '../afterPaint';

/** The app's code, fetched and made ready while the person types; it renders only once they are signed in. */
function prefetchApp() {
  // Only a head start: a failed download is tried again, and reported, when the app starts.
  whenIdle(() => void Promise.all([import('../../root'), loadApp()]).catch(() => undefined));
}

/**
 * Signed out on the login page, the entry draws the plain login form at once (no React) and starts
 * the app only when it is needed: signed in (at the redirect target, as a signed-in reload would)
 * or sent to another auth page. Answers false when the app should start now.
 */
export function showLoginPage(startApp: (beforeRender: () => void) => void): boolean {
  if (window.location.pathname !== LOGIN_ROUTE || storage.get('token')) return false;
  const root = document.getElementById('root')!;
  const unmount = mountLoginForm(root, {
    signedIn: (target) => {
      window.history.replaceState(null, '', target);
      startApp(unmount);
    },
    open: (path) => {
      window.history.pushState(null, '', path);
      startApp(unmount);
    },
    firstInput: prefetchApp,
  });
  return true;
}
