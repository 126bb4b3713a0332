import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { arrayValue } from '../../src/components/inputs/arrayValue';
import { roleSchema } from '#domain/schemas/roles';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ErrorBoundary } from './errorBoundary';
import { PermissionMatrixInput } from '../../src/resources/roles/PermissionMatrixInput';
import { storage } from '../../src/providers/storage';

/** What the form holds, as the test reads it. */
function Held() {
  const permissions = useWatch({ name: 'permissions' }) as unknown;
  return <output aria-label="held">{JSON.stringify(permissions)}</output>;
}

/** The signed-in user, whose own permissions bound what the matrix lets them tick. */
function signInHolding(permissions: string[]) {
  storage.setJson('user', { id: 5, userType: 4, fullName: 'Granter', email: null, companyId: null, companyName: null });
  storage.setJson('roles', [{ id: 2, name: 'Granter role', permissions }]);
}

function renderMatrix(permissions: unknown, granterHolds: string[] = ['*']) {
  signInHolding(granterHolds);
  render(
    <AdminContext queryClient={new QueryClient()} i18nProvider={i18nProvider}>
      <ErrorBoundary>
        <Form record={{ id: 1, name: 'Operations', permissions }}>
          <PermissionMatrixInput />
          <Held />
        </Form>
      </ErrorBoundary>
    </AdminContext>,
  );
  const held = () => JSON.parse(screen.getByRole('status', { name: 'held' }).textContent ?? 'null') as string[];
  return { user: userEvent.setup({ delay: null }), held };
}

describe('the roles permission matrix', () => {
  it('shows a whole-resource grant (the seeded Operations role holds "shipments:*") as every box of its row ticked', async () => {
    renderMatrix(['shipments:*', 'bookings:list']);
    for (const action of ['list', 'create', 'update', 'delete', 'all'])
      expect(screen.getByRole('checkbox', { name: `Shipments: ${action}` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bookings: list' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bookings: create' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bookings: all' })).not.toBeChecked();
  });

  it('unticking one action of a whole-resource grant keeps the others; "all" grants the row again', async () => {
    const { user, held } = renderMatrix(['shipments:*']);
    await user.click(screen.getByRole('checkbox', { name: 'Shipments: delete' }));
    expect(held().sort()).toEqual(['shipments:create', 'shipments:list', 'shipments:update']);
    await user.click(screen.getByRole('checkbox', { name: 'Shipments: all' }));
    expect(held()).toEqual(['shipments:*']);
    await user.click(screen.getByRole('checkbox', { name: 'Shipments: all' }));
    expect(held()).toEqual([]);
  });

  it('offers only what the signed-in user holds: nobody grants a role more than they hold', async () => {
    const { user, held } = renderMatrix([], ['shipments:*', 'bids:list']);
    expect(screen.getByRole('checkbox', { name: 'Everything (administrator)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Payments: list' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Bids: create' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Bids: all' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Bids: list' }));
    await user.click(screen.getByRole('checkbox', { name: 'Shipments: all' }));
    expect(held()).toEqual(['bids:list', 'shipments:*']);
  });

  it('the role schema accepts whole-resource grants, so such a role can be saved', () => {
    expect(
      roleSchema.validateSync({ name: 'Operations', permissions: ['shipments:*', 'bookings:list'] }).permissions,
    ).toEqual(['shipments:*', 'bookings:list']);
  });

  it('SPEC §8: a multiple-select given a non-array value raises an error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderMatrix('shipments:list');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'permissions: a multiple-select needs an array value, got string',
    );
    spy.mockRestore();
    expect(arrayValue(undefined, 'x')).toEqual([]);
    expect(arrayValue(null, 'x')).toEqual([]);
    expect(() => arrayValue({ 0: 'a' }, 'x')).toThrow(TypeError);
  });
});
