import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { SearchFilter } from '../../components/inputs/SearchFilter';
import { verificationStatusChoices } from '../../components/VerificationStatusChip';
import { VehicleTypeSelectInput } from '../../components/lookups/VehicleTypeInputs';
import { PartnerInput } from '../../components/inputs/PartnerInput';

/** Vehicles by registration, vehicle type, status, fleet and (staff) partner. */
export const vehicleFilters = (isStaff: boolean) => [
  <SearchFilter key="q" source="q" placeholder="resources.vehicles.fields.registrationNumber" alwaysOn />,
  <VehicleTypeSelectInput key="vehicleTypeId" source="vehicleTypeId" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.vehicles.fields.status"
    choices={verificationStatusChoices}
    alwaysOn
  />,
  <ReferenceInput key="fleetId" source="fleetId" reference="fleets" alwaysOn>
    <AutocompleteInput
      label="resources.vehicles.fields.fleetId"
      optionText="name"
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 220 }}
    />
  </ReferenceInput>,
  ...(isStaff ? [<PartnerInput key="partnerId" source="partnerId" alwaysOn />] : []),
];
