import { StrictMode, Suspense, lazy } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';
import { reportError } from './bootstrap/errorReporting';
import { loadApp } from './bootstrap/appModules';
import type { StartLocale } from './i18n/types';
import { dismissEntryCards } from './bootstrap/firstRows/entryCardsPage';

const App = lazy(loadApp);

/**
 * React 19 hands over errors its boundaries caught (react-admin's error page among them) as well as
 * those none did; they are still logged to the console, as React's own handlers would. Either way the
 * entry's picture of the first rows (src/bootstrap/firstRows) gives way to what the app shows.
 */
export const reportingRootOptions: RootOptions = {
  onCaughtError: (error, info) => {
    dismissEntryCards();
    console.error(error);
    reportError(error, { componentStack: info.componentStack, caught: true });
  },
  onUncaughtError: (error, info) => {
    dismissEntryCards();
    console.error(error);
    reportError(error, { componentStack: info.componentStack, caught: false });
  },
};

/** SPEC §1: the main application is loaded on demand and renders with no fallback while loading. */
export function renderApp(container: HTMLElement, start: StartLocale) {
  createRoot(container, reportingRootOptions).render(
    <StrictMode>
      <Suspense fallback={null}>
        <App start={start} />
      </Suspense>
    </StrictMode>,
  );
}
