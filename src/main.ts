/**
 * The entry chunk: the start-up sequence only, no React. The React root (and with it React,
 * react-admin and MUI) downloads while the start-up checks run, and renders after them; for a
 * signed-in user the app's UI and the screen the URL names download alongside. Signed out on the
 * login page, the entry draws the sign-in form itself and starts the app once signed in. A failed
 * chunk load is rethrown.
 */
import { startup } from './bootstrap/startup';
import { preloadScreen } from './bootstrap/screens';
import { loadApp, loadSignedInApp } from './bootstrap/appModules';
import { preloadDesktopGridIfWide } from './components/grid/loadDesktopGrid';
import { storage } from './providers/storage';
import { DEFAULT_LOCALE } from '#domain/locales';
import { applyDocumentLocale, storedLocale } from './i18n/locale';
import { loadLocale } from './i18n/loadLocale';
import { showLoginPage } from './bootstrap/login/entryLogin';
import { entryCardsShownAt } from './bootstrap/firstRows/entryCardsShown';

const ready = startup();

/**
 * A signed-in start's first reads (src/bootstrap/earlyAnswers.ts), asked before the app's code has
 * come: answered once the entry has drawn the list's cards on a phone (or has nothing to draw).
 */
const firstReads = () =>
  import('./bootstrap/earlyAnswers')
    .then(({ startEarlyAnswers }) => startEarlyAnswers(window.location))
    .catch(() => undefined);

/** How long the app's code waits for the entry's cards: an API slower than this is not a phone's bandwidth. */
const CARDS_WAIT_MS = 1000;

/**
 * The app, as a reload shows it: signed in, the first reads and the screen's code start at once. On a
 * phone whose first screen the entry draws (src/bootstrap/firstRows), the app's code waits for those
 * cards to paint, so that their few small files are not queued behind the framework's.
 */
function startApp(beforeRender?: () => void) {
  if (!storage.get('token')) return downloadAndRender(beforeRender);
  const reads = firstReads();
  if (!entryCardsShownAt(window.location)) return downloadAndRender(beforeRender);
  const waited = new Promise((done) => setTimeout(done, CARDS_WAIT_MS));
  void Promise.race([reads, waited]).then(() => downloadAndRender(beforeRender));
}

function downloadAndRender(beforeRender?: () => void) {
  if (storage.get('token')) {
    // Only a head start: the app and the screen the URL names download at once, beside the start-up
    // checks; a failed download here is retried, and reported, when the route renders.
    for (const load of [loadApp, loadSignedInApp]) void load().catch(() => {});
    preloadScreen(window.location.pathname);
    // Lists are grids from 600 px on (cards on a phone, which never fetches the grid's code).
    preloadDesktopGridIfWide();
  }

  // The language this browser chose (English until one is) downloads beside the app: only that one.
  const locale = storedLocale() ?? DEFAULT_LOCALE;
  applyDocumentLocale(locale);
  // A language that fails to download starts the page in English rather than leaving it blank.
  const start = loadLocale(locale).then(
    (bundle) => ({ locale, bundle }),
    () => loadLocale(DEFAULT_LOCALE).then((bundle) => ({ locale: DEFAULT_LOCALE, bundle })),
  );
  Promise.all([ready, import('./root'), start]).then(([, { renderApp }, started]) => {
    beforeRender?.();
    applyDocumentLocale(started.locale);
    renderApp(document.getElementById('root')!, started);
  });
}

if (!showLoginPage(startApp)) startApp();
