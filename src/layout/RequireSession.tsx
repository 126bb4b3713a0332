import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from '../providers/apiConnection';
import { storage } from '../providers/storage';

const readToken = () => storage.get('token');

/**
 * The app's pages exist only for a signed-in user: without a token (never signed in, signed out,
 * session expired) the user goes to the login page with the path to come back to. Checked here,
 * before react-admin mounts, so its own checks never have to redirect a layout that is on screen.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(storage.subscribe.bind(storage), readToken, readToken);
  const location = useLocation();
  if (!token) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return children;
}
