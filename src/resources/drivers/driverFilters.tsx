import { SearchInput, SelectInput } from 'react-admin';
import { verificationStatusChoices } from '../../components/VerificationStatusChip';
import { VehicleTypeSelectInput } from '../../components/lookups/VehicleTypeInputs';
import { PartnerInput } from '../../components/inputs/PartnerInput';

/** Drivers by name, phone or CNIC, status, vehicle type and (staff) partner. */
export const driverFilters = (isStaff: boolean) => [
  <SearchInput key="q" source="q" placeholder="Name, phone or CNIC" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={verificationStatusChoices} alwaysOn />,
  <VehicleTypeSelectInput key="vehicleTypeId" source="vehicleTypeId" alwaysOn />,
  ...(isStaff ? [<PartnerInput key="partnerId" source="partnerId" alwaysOn />] : []),
];
