import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import { useVehicleTypes } from '../../src/components/lookups/useLookups';
import { MESSAGES } from '#domain/messages';
import type { FreightDataProvider } from '../../src/providers/dataProvider';

function TypeNames() {
  const { data } = useVehicleTypes();
  return (
    <ul>
      {data?.map((type) => (
        <li key={type.id}>{type.name}</li>
      ))}
    </ul>
  );
}

function setup(getVehicleTypes: () => Promise<unknown>) {
  const dataProvider = { getVehicleTypes: vi.fn(getVehicleTypes) } as unknown as FreightDataProvider;
  render(
    <AdminContext
      dataProvider={dataProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TypeNames />
      <Notification />
    </AdminContext>,
  );
  return dataProvider;
}

describe('useVehicleTypes', () => {
  it('lists what the API answers (already limited by the VEHICLE_TYPES config) and says nothing more', async () => {
    setup(async () => [
      { id: 2, name: 'Flatbed', icon: 'flatbed' },
      { id: 7, name: 'Reefer', icon: 'reefer' },
    ]);
    expect(await screen.findByText('Reefer')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(MESSAGES.vehicleTypesFetch)).not.toBeInTheDocument();
  });

  it('says SPEC §8 "Unable to fetch vehicle types" when the call fails', async () => {
    setup(async () => Promise.reject(new Error('Unable to process request')));
    expect(await screen.findByText(MESSAGES.vehicleTypesFetch)).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
