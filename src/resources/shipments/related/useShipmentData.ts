import { useFreightDataProvider } from '../../../providers/useFreightDataProvider';
import { useQuery } from '@tanstack/react-query';
import type { FreightDataProvider } from '../../../providers/dataProvider';

/** One named read about a shipment, cached under the shipment; react-admin's refresh reloads it after an action. */
export function useShipmentData<T>(
  kind: string,
  shipmentId: number | string | undefined,
  read: (dataProvider: FreightDataProvider, id: number | string) => Promise<T>,
) {
  const dataProvider = useFreightDataProvider();
  return useQuery({
    queryKey: ['shipments', 'related', kind, String(shipmentId)],
    queryFn: () => read(dataProvider, shipmentId!),
    enabled: shipmentId !== undefined,
  });
}
