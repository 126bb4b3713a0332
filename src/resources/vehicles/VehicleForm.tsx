import { ResourceEdit } from '../../components/ResourcePages';
import { TextField as MuiTextField } from '@mui/material';
import { Create, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { MESSAGES } from '../../domain/messages';
import { vehicleSchema } from '../../domain/schemas/fleet';
import { idField } from '../../domain/schemas/shipmentLocation';
import { useIsStaff } from '../../providers/useIsStaff';
import { VehicleTypeInputs } from '../../components/lookups/VehicleTypeInputs';
import { onlySchemaFields } from '../drivers/formValues';
import { PartnerInput } from '../../components/inputs/PartnerInput';

/** Staff name the vehicle's partner; a partner's own vehicles are theirs (the API sets it from the token). */
const staffResolver = yupResolver(vehicleSchema.shape({ partnerId: idField().required(MESSAGES.fillRequired) }), undefined, { raw: true });
const partnerResolver = yupResolver(vehicleSchema, undefined, { raw: true });
const sendable = onlySchemaFields(vehicleSchema);

/** The fleet is one of the vehicle's partner's fleets (GET /fleets?partnerId=); another partner clears it. */
function PartnerAndFleetInputs() {
  const isStaff = useIsStaff();
  const { setValue } = useFormContext();
  const partnerId = useWatch({ name: 'partnerId' }) as number | null | undefined;
  const fleetsKnown = !isStaff || Boolean(partnerId);
  return (
    <>
      {isStaff && <PartnerInput source="partnerId" isRequired onChange={() => setValue('fleetId', null, { shouldDirty: true })} />}
      {fleetsKnown ? (
        <ReferenceInput source="fleetId" reference="fleets" filter={isStaff ? { partnerId } : {}} perPage={100}>
          <SelectInput label="Fleet" optionText="name" emptyText="Not in a fleet" helperText="Optional" />
        </ReferenceInput>
      ) : (
        <MuiTextField label="Fleet" disabled value="" helperText="Choose the partner first" sx={{ minWidth: 280 }} />
      )}
    </>
  );
}

/** Vehicle create and edit, checked at the fields by the schema the API uses. */
function VehicleForm() {
  const isStaff = useIsStaff();
  return (
    <SimpleForm noValidate resolver={(isStaff ? staffResolver : partnerResolver) as never}>
      <TextInput source="registrationNumber" label="Registration number" isRequired />
      <VehicleTypeInputs required />
      <NumberInput source="capacityTonnes" label="Capacity (tonnes)" isRequired min={0} />
      <TextInput source="make" label="Make" />
      <NumberInput source="modelYear" label="Model year" />
      <PartnerAndFleetInputs />
    </SimpleForm>
  );
}

export const VehicleCreate = () => (
  <Create title="New vehicle" redirect="show" transform={sendable}>
    <VehicleForm />
  </Create>
);

export const VehicleEdit = () => (
  <ResourceEdit redirect="show" transform={sendable}>
    <VehicleForm />
  </ResourceEdit>
);
