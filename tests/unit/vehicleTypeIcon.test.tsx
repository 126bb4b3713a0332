import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { VehicleTypeIcon, vehicleIconOf } from '../../src/components/VehicleTypeIcon';
import { VEHICLE_TYPES } from '#domain/vehicleTypes';

/** MUI icons render an <svg data-testid="<Name>Icon">: which icon was drawn. */
const drawnIcon = (element: ReactElement) => {
  const { container, unmount } = render(element);
  const id = container.querySelector('svg')?.getAttribute('data-testid');
  unmount();
  return id;
};

describe('VehicleTypeIcon', () => {
  it('gives each of the 7 SPEC vehicle types its own icon, none of them the default', () => {
    const icons = VEHICLE_TYPES.map((type) => drawnIcon(<VehicleTypeIcon vehicleTypeId={type.id} />));
    expect(icons).toHaveLength(7);
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(7);
    expect(icons).not.toContain('LocalShippingIcon');
    expect(Object.fromEntries(VEHICLE_TYPES.map((type, index) => [type.name, icons[index]]))).toEqual({
      Containerized: 'Inventory2Icon',
      Flatbed: 'RvHookupIcon',
      Halfbody: 'FireTruckIcon',
      Mazda: 'AirportShuttleIcon',
      Suzuki: 'DirectionsCarIcon',
      Shehzore: 'LocalShippingOutlinedIcon',
      Reefer: 'AcUnitIcon',
    });
  });

  it.each([
    ['an unknown id', 99],
    ['no id', null],
    ['an undefined id', undefined],
  ])('draws the default truck for %s', (_, id) => {
    expect(drawnIcon(<VehicleTypeIcon vehicleTypeId={id} />)).toBe('LocalShippingIcon');
  });

  it("follows the lookup's icon name when given, and the default for an unknown name", () => {
    expect(drawnIcon(<VehicleTypeIcon vehicleTypeId={1} iconName="reefer" />)).toBe('AcUnitIcon');
    expect(drawnIcon(<VehicleTypeIcon vehicleTypeId={1} iconName="hovercraft" />)).toBe('LocalShippingIcon');
    expect(vehicleIconOf(7)).toBe(vehicleIconOf(null, 'reefer'));
  });

  it('is decorative by default and announced by its title when given one', () => {
    const { container } = render(<VehicleTypeIcon vehicleTypeId={7} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    render(<VehicleTypeIcon vehicleTypeId={7} title="Reefer" />);
    expect(screen.getByRole('img', { name: 'Reefer' })).toBeInTheDocument();
  });
});
