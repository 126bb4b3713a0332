import { SelectInput } from 'react-admin';
import { SearchFilter } from '../../components/inputs/SearchFilter';
import { verificationStatusChoices } from '../../components/VerificationStatusChip';
import { VehicleTypeSelectInput } from '../../components/lookups/VehicleTypeInputs';
import { PartnerInput } from '../../components/inputs/PartnerInput';

/** Drivers by name, phone or CNIC, status, vehicle type and (staff) partner. */
export const driverFilters = (isStaff: boolean) => [
  <SearchFilter key="q" source="q" placeholder="app.fleet.drivers.search" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.drivers.fields.status"
    choices={verificationStatusChoices}
    alwaysOn
  />,
  <VehicleTypeSelectInput key="vehicleTypeId" source="vehicleTypeId" alwaysOn />,
  ...(isStaff ? [<PartnerInput key="partnerId" source="partnerId" alwaysOn />] : []),
];
