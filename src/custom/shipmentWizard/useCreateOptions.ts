import { useQuery } from '@tanstack/react-query';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useIsStaff } from '../../providers/useIsStaff';
import { useWizardForm } from './fields';

/**
 * The shipment and payment types the chosen project may have (SHIPMENT_TYPES, PAYMENT_TYPES and the
 * project's isContractualAllowed, read by the API): staff ask about the project they picked, a
 * shipper about its own.
 */
export function useCreateOptions() {
  const dataProvider = useFreightDataProvider();
  const isStaff = useIsStaff();
  const projectId = useWizardForm().watch('projectId');
  const companyId = isStaff && projectId !== '' ? projectId : undefined;
  return useQuery({
    queryKey: ['configs', 'shipment-create-options', companyId ?? 'own'],
    queryFn: () => dataProvider.getShipmentCreateOptions(companyId),
    enabled: !isStaff || companyId !== undefined,
  });
}
