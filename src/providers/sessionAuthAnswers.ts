import type { QueryClient } from '@tanstack/react-query';
import { sessionAnswers } from './authProvider';
import { storage } from './storage';

/**
 * react-admin's answer to a question about the session (react-admin's own query keys), when this
 * browser's storage already holds it. A signed-out check is left to the authProvider, which says
 * where to go.
 */
function answerOf([scope, question, ...params]: readonly unknown[]): unknown {
  if (scope !== 'auth') return undefined;
  switch (question) {
    case 'checkAuth':
      return sessionAnswers.signedIn() || undefined;
    case 'getIdentity':
      return sessionAnswers.identity() ?? undefined;
    case 'getPermissions':
      return sessionAnswers.permissions();
    case 'canAccess': {
      // useCanAccessResources: [resources, action, record]; useCanAccess: [{ action, resource, … }].
      const [asked, action] = params as [unknown, string];
      if (Array.isArray(asked))
        return Object.fromEntries(
          asked.map((resource: string) => [resource, sessionAnswers.canAccess(action, resource)]),
        );
      const { action: one, resource } = asked as { action: string; resource: string };
      return sessionAnswers.canAccess(one, resource);
    }
    default:
      return undefined;
  }
}

/** Who is signed in and with which roles: what the answers depend on (a refreshed token changes none). */
const sessionOf = () => [sessionAnswers.signedIn(), storage.get('user'), storage.get('roles')].join('\n');

/**
 * react-admin asks the authProvider, asynchronously, whether the user is signed in, who they are and
 * what each menu item, button and page may do; every answer comes from this browser's storage. Each
 * such query is answered as it is made, so the layout renders once with the answers instead of once
 * more for each wave of them (measured on a phone: BENCHMARKS.md). The answers stay until the session
 * changes (a sign-in, a sign-out, another tab's), when they are asked again. Returns the unsubscribe.
 */
export function answerAuthFromSession(client: QueryClient): () => void {
  client.setQueryDefaults(['auth'], { staleTime: Infinity });
  const stopAnswering = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const answer = answerOf(event.query.queryKey);
    if (answer !== undefined) event.query.setData(answer);
  });
  let session = sessionOf();
  const stopFollowing = storage.subscribe(() => {
    if (sessionOf() === session) return;
    session = sessionOf();
    void client.invalidateQueries({ queryKey: ['auth'] });
  });
  return () => {
    stopAnswering();
    stopFollowing();
  };
}
