import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '#domain/messages';

/** Reference data changes rarely: a fetched list stays fresh for the session's next few minutes. */
const REFERENCE_STALE_MS = 5 * 60_000;

export const lookupKeys = {
  vehicleTypes: ['lookups', 'vehicleTypes'] as const,
  variants: (vehicleTypeId: number | string) => ['lookups', 'vehicleTypeVariants', String(vehicleTypeId)] as const,
  goodsTypes: ['lookups', 'goodsTypes'] as const,
};

/**
 * SPEC §3 vehicle types with icons, already limited by the VEHICLE_TYPES config (SPEC §6).
 * A failed fetch says SPEC §8 "Unable to fetch vehicle types" once per failure.
 */
export function useVehicleTypes() {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const query = useQuery({
    queryKey: lookupKeys.vehicleTypes,
    queryFn: () => dataProvider.getVehicleTypes(),
    staleTime: REFERENCE_STALE_MS,
  });
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notify(MESSAGES.vehicleTypesFetch, { type: 'error' });
  }, [isError, errorUpdatedAt, notify]);
  return query;
}

/** The variants of one vehicle type; idle until a type is chosen. */
export function useVehicleTypeVariants(vehicleTypeId: number | string | null | undefined) {
  const dataProvider = useFreightDataProvider();
  const chosen = vehicleTypeId !== null && vehicleTypeId !== undefined && vehicleTypeId !== '';
  return useQuery({
    queryKey: lookupKeys.variants(chosen ? vehicleTypeId : ''),
    queryFn: () => dataProvider.getVehicleTypeVariants(vehicleTypeId as number | string),
    enabled: chosen,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useGoodsTypes() {
  const dataProvider = useFreightDataProvider();
  return useQuery({
    queryKey: lookupKeys.goodsTypes,
    queryFn: () => dataProvider.getGoodsTypes(),
    staleTime: REFERENCE_STALE_MS,
  });
}
