import { keptModule } from './keptModule';

/** The signed-in app's two modules, loaded once: the entry starts them, React's lazy boundaries read them. */
export const loadApp = keptModule(() => import('../App'));
export const loadSignedInApp = keptModule(() => import('../SignedInApp'));
