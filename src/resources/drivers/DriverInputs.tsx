import { TextInput } from 'react-admin';
import { DatePickerInput } from '../../components/inputs/PickerInputs';
import { yupResolver } from '@hookform/resolvers/yup';
import { MESSAGES } from '#domain/messages';
import { driverSchema } from '#domain/schemas/fleet';
import { idField } from '#domain/schemas/shipmentLocation';
import { useIsStaff } from '../../providers/useIsStaff';
import { VehicleTypesInput } from '../../components/lookups/VehicleTypeInputs';
import { keepSchemaFields } from '../../components/inputs/formTools';
import { PartnerInput } from '../../components/inputs/PartnerInput';
import { PhoneInput } from '../../components/inputs/PhoneInput';

/** Staff name the driver's partner; a partner's own drivers are theirs (the API sets it from the token). */
const staffDriverSchema = driverSchema.shape({ partnerId: idField().required(MESSAGES.fillRequired) });
// raw: send what the inputs hold (licence expiry stays 'YYYY-MM-DD'); the API applies the same schema again.
const staffResolver = yupResolver(staffDriverSchema, undefined, { raw: true });
const partnerResolver = yupResolver(driverSchema, undefined, { raw: true });
export const sendDriver = keepSchemaFields(driverSchema);

/** Driver create and edit are checked at the fields by the schema the API uses. */
export const useDriverResolver = () => (useIsStaff() ? staffResolver : partnerResolver) as never;

/** A driver's inputs, shared by create and edit. */
export function DriverInputs() {
  const isStaff = useIsStaff();
  return (
    <>
      <TextInput source="fullName" label="resources.drivers.fields.fullName" isRequired />
      <PhoneInput
        source="phoneNumber"
        label="resources.drivers.fields.phoneNumber"
        helperText="app.fleet.drivers.phoneHelp"
        isRequired
      />
      <TextInput
        source="cnic"
        label="resources.drivers.fields.cnic"
        helperText="app.fleet.drivers.cnicHelp"
        isRequired
      />
      <TextInput source="licenseNumber" label="resources.drivers.fields.licenseNumber" isRequired />
      <DatePickerInput source="licenseExpiry" label="resources.drivers.fields.licenseExpiry" isRequired />
      {isStaff && <PartnerInput source="partnerId" isRequired />}
      <VehicleTypesInput helperText="app.fleet.drivers.vehicleTypesHelp" />
    </>
  );
}
