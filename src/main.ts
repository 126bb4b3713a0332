/**
 * The entry chunk: the start-up sequence only, no React. The React root (and with it React,
 * react-admin and MUI) downloads while the start-up checks run, and renders after them; for a
 * signed-in user the app's UI and the page the URL names download alongside. A failed chunk load
 * is rethrown.
 */
import { startup } from './bootstrap/startup';
import { storage } from './providers/storage';

if (storage.get('token')) {
  // Only a head start: a failed download here is retried, and reported, when the route renders.
  import('./SignedInApp').then(({ preloadPage }) => preloadPage(window.location.pathname)).catch(() => {});
}

Promise.all([startup(), import('./root')]).then(([, { renderApp }]) => renderApp(document.getElementById('root')!));
