import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { createElement, type ComponentProps } from 'react';

// A busy 2-core machine can take more than Testing Library's one second to paint a screen: waiting is not failing.
configure({ asyncUtilTimeout: 5_000 });

// Screens show the portal's message keys in the user's language: a test's AdminContext speaks the
// portal's English unless the test gives it another i18nProvider.
vi.mock('react-admin', async (importOriginal) => {
  const original = await importOriginal<typeof import('react-admin')>();
  const { i18nProvider } = await import('../../src/providers/i18nProvider');
  const AdminContext = (props: ComponentProps<typeof original.AdminContext>) =>
    createElement(original.AdminContext, { i18nProvider, ...props });
  return { ...original, AdminContext };
});

// A row or menu item pointed at starts its screen's download (src/bootstrap/screens.ts) and nothing waits
// for it: in a test it could still be loading a whole screen after its file had ended, which failed a
// later file on a clean clone ("Cannot load … after the environment was torn down").
vi.mock('../../src/bootstrap/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/bootstrap/screens')>()),
  preloadScreen: () => undefined,
}));

// Unit files share one module registry (isolate: false), so a spy left on console or window would leak into the next file.
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
