import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { verificationStatusChoices } from '../../components/VerificationStatusChip';
import { VehicleTypeSelectInput } from '../../components/lookups/VehicleTypeInputs';
import { PartnerInput } from '../../components/inputs/PartnerInput';

/** Vehicles by registration, vehicle type, status, fleet and (staff) partner. */
export const vehicleFilters = (isStaff: boolean) => [
  <SearchInput key="q" source="q" placeholder="Registration number" alwaysOn />,
  <VehicleTypeSelectInput key="vehicleTypeId" source="vehicleTypeId" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={verificationStatusChoices} alwaysOn />,
  <ReferenceInput key="fleetId" source="fleetId" reference="fleets" alwaysOn>
    <AutocompleteInput label="Fleet" optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  ...(isStaff ? [<PartnerInput key="partnerId" source="partnerId" alwaysOn />] : []),
];
