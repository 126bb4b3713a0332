import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { EXTRA_ROLES } from '../../server/db/seed-data/people';
import { ALL_PERMISSIONS, PERMISSION_RESOURCES } from '#domain/permissions';
import {
  MENU_GROUPS,
  PERMISSION_AREA_OF,
  RESOURCE_REGISTRY,
  RESOURCE_ROUTES,
  areaLabel,
} from '#domain/resourceRegistry';
import { AppMenu } from '../../src/layout/AppMenu';
import { renderWithResources, signInStaff } from './signedInAdmin';

/** One resource registry feeds the dataProvider, the permission areas, the roles screen and a grouped menu. */
describe('the resource registry', () => {
  it('gives the dataProvider a route for every CRUD resource and every permission area a label', () => {
    for (const entry of RESOURCE_REGISTRY) expect(Boolean(entry.route && entry.to), entry.name).toBe(false);
    // An entry with neither route nor page is a permission area only, and has no place in the menu.
    for (const entry of RESOURCE_REGISTRY.filter((e) => !e.route && !e.to))
      expect(entry.group, entry.name).toBeUndefined();
    expect(Object.keys(RESOURCE_ROUTES)).toEqual(RESOURCE_REGISTRY.filter((e) => e.route).map((e) => e.name));
    expect(RESOURCE_ROUTES.shipments.filterPaths?.filter.favourite).toBe('/shipment/favourite/all');
    expect(PERMISSION_AREA_OF).toEqual({
      'bid-limits': 'bidLimits',
      'grantable-roles': 'users',
      'email-notifications': 'notifications',
      'lane-rates': 'reports',
      'payment-batches': 'payments',
      'bank-accounts': 'payments',
      companies: 'company-projects',
    });
    expect(PERMISSION_RESOURCES).toEqual([...new Set(RESOURCE_REGISTRY.map((e) => e.area ?? e.name))]);
    for (const area of PERMISSION_RESOURCES) expect(areaLabel(area), area).not.toMatch(/-|^[a-z]/);
    expect(areaLabel('company-groups')).toBe('Company groups');
  });

  it("finds a resource's views in the folder of its name, and every such folder is a registry resource", () => {
    const folders = Object.keys(import.meta.glob('../../src/resources/*/index.ts')).map((file) => file.split('/')[4]);
    expect(folders).toContain('bid-limits');
    expect(folders.filter((name) => !RESOURCE_ROUTES[name])).toEqual([]);
  });
});

function renderMenu(permissions: readonly string[]) {
  signInStaff([{ id: 2, name: 'Role', permissions: [...permissions] }]);
  renderWithResources(<AppMenu />, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return userEvent.setup({ delay: null });
}

describe('the grouped menu', () => {
  it('an administrator sees every section with proper labels, never a raw resource name', async () => {
    renderMenu([ALL_PERMISSIONS]);
    for (const title of Object.values(MENU_GROUPS)) expect(await screen.findByText(title)).toBeInTheDocument();
    for (const label of [
      'Company groups',
      'Company projects',
      'Brokers (demand addas)',
      'Fuel pumps',
      'Payment batches',
      'Configuration',
    ])
      expect(screen.getByRole('menuitem', { name: label })).toBeInTheDocument();
    expect(screen.queryByText(/Company-groups|Demand-addas|Fuel-pumps|Company-projects/)).not.toBeInTheDocument();
  });

  it('the Operations role sees only its sections and items; a section folds', async () => {
    const operations = EXTRA_ROLES.find((r) => r.key === 'operations')!;
    const user = renderMenu(operations.permissions);
    expect(await screen.findByRole('menuitem', { name: 'Shipments' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Drivers' })).toBeInTheDocument();
    expect(screen.queryByText('Money')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Users' })).not.toBeInTheDocument();
    const marketplace = screen.getByRole('menuitem', { name: 'Marketplace' });
    expect(marketplace).toHaveAttribute('aria-expanded', 'true');
    await user.click(marketplace);
    expect(marketplace).toHaveAttribute('aria-expanded', 'false');
    const fleet = screen.getByRole('group', { name: 'Fleet and places' });
    expect(within(fleet).getByRole('menuitem', { name: 'Locations' })).toBeInTheDocument();
  });
});
