import { describe, expect, it } from 'vitest';
import { canAccess } from '#domain/permissions';
import { USER_TYPE } from '#domain/userTypes';
import { safeRedirect } from '../../../src/custom/auth/safeRedirect';
import { loginPathFor } from '../../../src/providers/apiConnection';

describe('canAccess', () => {
  it('lets an admin role do everything', () => {
    expect(canAccess({ userType: USER_TYPE.INTERNAL, permissions: ['*'] }, 'delete', 'users')).toBe(true);
  });
  it('maps show/edit onto list/update permissions', () => {
    const user = { userType: USER_TYPE.INTERNAL, permissions: ['shipments:list', 'shipments:update'] };
    expect(canAccess(user, 'show', 'shipments')).toBe(true);
    expect(canAccess(user, 'edit', 'shipments')).toBe(true);
    expect(canAccess(user, 'delete', 'shipments')).toBe(false);
    expect(canAccess(user, 'list', 'users')).toBe(false);
  });
  it('keeps shippers to their restricted set whatever their role', () => {
    const shipper = { userType: USER_TYPE.SHIPPER, permissions: ['*'] };
    expect(canAccess(shipper, 'list', 'shipments')).toBe(true);
    expect(canAccess(shipper, 'list', 'users')).toBe(false);
  });
  it('refuses the signed-out, and keeps the mobile-app user types to their carrier areas', () => {
    expect(canAccess(null, 'list', 'shipments')).toBe(false);
    expect(canAccess({ userType: USER_TYPE.DRIVER, permissions: ['*'] }, 'list', 'shipments')).toBe(false);
    expect(canAccess({ userType: USER_TYPE.PARTNER, permissions: [] }, 'create', 'bids')).toBe(true);
    expect(canAccess({ userType: USER_TYPE.DRIVER, permissions: [] }, 'update', 'bookings')).toBe(true);
    expect(canAccess({ userType: USER_TYPE.PARTNER, permissions: ['*'] }, 'list', 'users')).toBe(false);
  });
  it('lets brokers, not shippers, into company projects', () => {
    expect(canAccess({ userType: USER_TYPE.DEMAND_ADDA, permissions: [] }, 'create', 'company-projects')).toBe(true);
    expect(canAccess({ userType: USER_TYPE.SHIPPER, permissions: ['*'] }, 'list', 'company-projects')).toBe(false);
  });
  it('lets shippers act on bids (their shipments’ bids) but never on bid limits', () => {
    const shipper = { userType: USER_TYPE.SHIPPER, permissions: [] };
    expect(canAccess(shipper, 'update', 'bids')).toBe(true);
    expect(canAccess(shipper, 'list', 'bidLimits')).toBe(false);
  });
});

describe('login redirects', () => {
  it('carries the current path, except from auth pages and the root', () => {
    expect(loginPathFor('/shipments')).toBe('/auth/login?redirect=%2Fshipments');
    expect(loginPathFor('/auth/login?redirect=%2Fx')).toBe('/auth/login');
    expect(loginPathFor('/')).toBe('/auth/login');
  });
  it('accepts only same-origin app paths as a redirect target', () => {
    expect(safeRedirect('/shipments?page=2')).toBe('/shipments?page=2');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/auth/login')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
