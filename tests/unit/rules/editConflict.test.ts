import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import {
  conflictRows,
  isStaleVersionError,
  overwriteValues,
  shownValue,
} from '../../../src/components/conflict/editConflict';

const base = {
  id: 1,
  fullName: 'Ghulam Abbas',
  licenseNumber: 'LIC-1',
  phoneNumber: '03001234567',
  vehicleTypeIds: [1],
  version: 4,
};
// Alice saved the licence number; Bob, editing from `base`, changed the name.
const theirs = { ...base, licenseNumber: 'LIC-ALICE', version: 5 };
const bobSent = {
  fullName: 'Ghulam Abbas Khan',
  licenseNumber: 'LIC-1',
  phoneNumber: '03001234567',
  vehicleTypeIds: [1],
  version: 4,
};

describe('the edit conflict', () => {
  it("is the API's 409 with a stale-version text, nothing else", () => {
    expect(isStaleVersionError({ status: 409, message: MESSAGES.staleRecord })).toBe(true);
    expect(isStaleVersionError({ status: 409, message: MESSAGES.staleShipment })).toBe(true);
    expect(isStaleVersionError({ status: 409, message: MESSAGES.driverInUse })).toBe(false);
    expect(isStaleVersionError({ status: 400, message: MESSAGES.staleRecord })).toBe(false);
    expect(isStaleVersionError(undefined)).toBe(false);
  });

  it('lists the fields where the two versions differ, and who changed each', () => {
    expect(conflictRows(bobSent, base, theirs)).toEqual([
      {
        field: 'fullName',
        yours: 'Ghulam Abbas Khan',
        theirs: 'Ghulam Abbas',
        changedByYou: true,
        changedByThem: false,
      },
      { field: 'licenseNumber', yours: 'LIC-1', theirs: 'LIC-ALICE', changedByYou: false, changedByThem: true },
    ]);
  });

  it('overwrite keeps both changes: the fields only they changed keep their value, on their version', () => {
    expect(overwriteValues(bobSent, base, theirs)).toEqual({ ...bobSent, licenseNumber: 'LIC-ALICE', version: 5 });
    // Where both changed a field, the user's value wins.
    expect(overwriteValues({ ...bobSent, licenseNumber: 'LIC-BOB' }, base, theirs)).toMatchObject({
      licenseNumber: 'LIC-BOB',
      version: 5,
    });
  });

  it('empty, missing and null read as the same, and values print as text', () => {
    expect(conflictRows({ email: '' }, { email: null }, { email: null })).toEqual([]);
    expect([shownValue(null), shownValue([1, 2]), shownValue(true), shownValue('x')]).toEqual([
      '—',
      '1, 2',
      'Yes',
      'x',
    ]);
  });
});
