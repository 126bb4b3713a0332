import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  Resource,
  TestMemoryRouter,
  memoryStore,
  useAuthState,
  useCanAccess,
  useGetIdentity,
  type DataProvider,
} from 'react-admin';
import { ALL_PERMISSIONS } from '#domain/permissions';
import { RESOURCE_REGISTRY } from '#domain/resourceRegistry';
import { USER_TYPE } from '#domain/userTypes';
import { AppMenu } from '../../src/layout/AppMenu';
import { createAuthProvider } from '../../src/providers/authProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { answerAuthFromSession } from '../../src/providers/sessionAuthAnswers';
import { storage } from '../../src/providers/storage';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function signIn(permissions: readonly string[]) {
  storage.set('token', 'token');
  storage.setJson('user', {
    id: 9,
    userType: USER_TYPE.INTERNAL,
    fullName: 'Usman Tariq',
    email: 'ops@example.com',
    companyId: null,
    companyName: null,
  });
  storage.setJson('roles', [{ id: 2, name: 'Role', permissions: [...permissions] }]);
}

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
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={{} as DataProvider}
        authProvider={createAuthProvider()}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {RESOURCE_REGISTRY.filter((e) => e.route).map((e) => (
          <Resource key={e.name} name={e.name} options={{ label: e.label.en }} list={() => null} />
        ))}
        {children}
      </AdminContext>
    </TestMemoryRouter>,
  );
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
