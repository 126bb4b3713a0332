import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { useAuthState, useCanAccess, useGetIdentity } from 'react-admin';
import { ALL_PERMISSIONS } from '#domain/permissions';
import { AppMenu } from '../../src/layout/AppMenu';
import { answerAuthFromSession } from '../../src/providers/sessionAuthAnswers';
import { storage } from '../../src/providers/storage';
import { renderWithResources, signInStaff } from './signedInAdmin';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

const signIn = (permissions: string[]) => signInStaff([{ id: 2, name: 'Role', permissions }]);

function Session() {
  const { authenticated, isPending } = useAuthState();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ action: 'delete', resource: 'users' });
  if (isPending) return <p>checking</p>;
  return (
    <p>
      {`${authenticated ? 'signed in' : 'signed out'} as ${identity?.fullName ?? 'nobody'}; `}
      {canAccess ? 'may delete users' : 'may not delete users'}
    </p>
  );
}

function renderApp(children: React.ReactNode, answered = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (answered) stop = answerAuthFromSession(queryClient);
  renderWithResources(children, queryClient);
}

/** react-admin's questions about the session are answered from storage as they are asked: the first render has them. */
describe('answers about the session', () => {
  it('the menu and the access checks render with their answers at once', () => {
    signIn([ALL_PERMISSIONS]);
    renderApp(
      <>
        <AppMenu />
        <Session />
      </>,
    );
    // No await: without the answers the first render is pending and shows no item.
    expect(screen.getByRole('menuitem', { name: 'Shipments' })).toBeInTheDocument();
    expect(screen.getByText('signed in as Usman Tariq; may delete users')).toBeInTheDocument();
  });

  it('without them, the first render waits for the authProvider (what the answers save)', async () => {
    signIn([ALL_PERMISSIONS]);
    renderApp(<Session />, false);
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('signed in as Usman Tariq; may delete users')).toBeInTheDocument();
  });

  it('asks again when the session changes: another role, then a sign-out', async () => {
    signIn([ALL_PERMISSIONS]);
    renderApp(<Session />);
    expect(screen.getByText('signed in as Usman Tariq; may delete users')).toBeInTheDocument();
    act(() => storage.setJson('roles', [{ id: 3, name: 'Viewer', permissions: ['users:list'] }]));
    expect(await screen.findByText('signed in as Usman Tariq; may not delete users')).toBeInTheDocument();
    // A refreshed token is the same session: nothing is asked again (the text would not change either way).
    act(() => storage.set('token', 'refreshed'));
    act(() => storage.clearSession());
    // (react-query keeps a query's last data when asking again fails: the identity stays on screen until react-admin's logout clears the cache.)
    expect(await screen.findByText(/^signed out as .*; may not delete users$/)).toBeInTheDocument();
  });
});
