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

// Unit files share one module registry (isolate: false), so a spy left on console or window would leak into the next file.
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
