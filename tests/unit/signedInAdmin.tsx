import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Resource, TestMemoryRouter, memoryStore, type DataProvider } from 'react-admin';
import { RESOURCE_REGISTRY } from '#domain/resourceRegistry';
import { USER_TYPE } from '#domain/userTypes';
import { createAuthProvider, type StoredRole } from '../../src/providers/authProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { storage } from '../../src/providers/storage';

/** Signs a staff member in as the login does: the token, the user and their roles in storage. */
export function signInStaff(roles: StoredRole[]) {
  storage.set('token', 'token');
  storage.setJson('user', {
    id: 9,
    userType: USER_TYPE.INTERNAL,
    fullName: 'Usman Tariq',
    email: 'ops@example.com',
    companyId: null,
    companyName: null,
  });
  storage.set('userType', String(USER_TYPE.INTERNAL));
  storage.setJson('roles', roles);
}

/** Renders `children` in an admin with the portal's authProvider and every registry resource declared. */
export function renderWithResources(children: ReactNode, queryClient: QueryClient) {
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
