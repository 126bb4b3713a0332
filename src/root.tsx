import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';

const App = lazy(() => import('./App'));

/** SPEC §1: the main application is loaded on demand and renders with no fallback while loading. */
export function renderApp(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  );
}
