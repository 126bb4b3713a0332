import { describe, expect, it } from 'vitest';
import { PAGES, screenAt } from '../../src/bootstrap/screens';

describe('screenAt (the screen a path opens, which the entry starts downloading before React)', () => {
  it('finds a resource list and show page by the folder convention, kebab-case paths included', async () => {
    expect(((await screenAt('/shipments')?.()) as object | undefined) ?? {}).toHaveProperty('ShipmentList');
    expect(((await screenAt('/shipments/12/show')?.()) as object | undefined) ?? {}).toHaveProperty('ShipmentShow');
    expect(((await screenAt('/company-groups')?.()) as object | undefined) ?? {}).toHaveProperty('CompanyGroupList');
    expect(((await screenAt('/company-projects/3/show')?.()) as object | undefined) ?? {}).toHaveProperty(
      'ProjectShow',
    );
  });

  it('finds the custom pages by their own paths, before the resource convention', () => {
    expect(screenAt('/')).toBe(PAGES.dashboard);
    expect(screenAt('/shipments/create')).toBe(PAGES.shipmentWizard);
    expect(screenAt('/verification/7')).toBe(PAGES.verificationCase);
    expect(screenAt('/configuration/THEME')).toBe(PAGES.configurationEntry);
  });

  it('names nothing for an edit page, an unknown path or a resource without that view', () => {
    expect(screenAt('/shipments/12')).toBeUndefined();
    expect(screenAt('/no-such-thing')).toBeUndefined();
    expect(screenAt('/roles/1/show')).toBeUndefined();
  });
});
