/**
 * The entry chunk: the start-up sequence only, no React. The React root (and with it React,
 * react-admin and MUI) arrives in chunks loaded after it; a failed chunk load is rethrown.
 */
import { startup } from './bootstrap/startup';

startup()
  .then(() => import('./root'))
  .then(({ renderApp }) => renderApp(document.getElementById('root')!));
