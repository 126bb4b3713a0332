/**
 * The entry chunk: start-up only, no React. The React root (and with it React, react-admin and
 * MUI) arrives in chunks loaded after it.
 */
import('./root').then(({ renderApp }) => renderApp(document.getElementById('root')!));
