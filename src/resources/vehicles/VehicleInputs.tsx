import { TextField as MuiTextField } from '@mui/material';
import { NumberInput, ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { MESSAGES } from '#domain/messages';
import { vehicleSchema } from '#domain/schemas/fleet';
import { idField } from '#domain/schemas/shipmentLocation';
import { useIsStaff } from '../../providers/useIsStaff';
import { VehicleTypeInputs } from '../../components/lookups/VehicleTypeInputs';
import { keepSchemaFields } from '../../components/inputs/formTools';
import { PartnerInput } from '../../components/inputs/PartnerInput';

/** Staff name the vehicle's partner; a partner's own vehicles are theirs (the API sets it from the token). */
const staffResolver = yupResolver(
  vehicleSchema.shape({ partnerId: idField().required(MESSAGES.fillRequired) }),
  undefined,
  { raw: true },
);
const partnerResolver = yupResolver(vehicleSchema, undefined, { raw: true });
export const sendVehicle = keepSchemaFields(vehicleSchema);

/** Vehicle create and edit are checked at the fields by the schema the API uses. */
export const useVehicleResolver = () => (useIsStaff() ? staffResolver : partnerResolver) as never;

/** The fleet is one of the vehicle's partner's fleets (GET /fleets?partnerId=); another partner clears it. */
function PartnerAndFleetInputs() {
  const isStaff = useIsStaff();
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const partnerId = useWatch({ name: 'partnerId' }) as number | null | undefined;
  const fleetsKnown = !isStaff || Boolean(partnerId);
  return (
    <>
      {isStaff && (
        <PartnerInput source="partnerId" isRequired onChange={() => setValue('fleetId', null, { shouldDirty: true })} />
      )}
      {fleetsKnown ? (
        <ReferenceInput source="fleetId" reference="fleets" filter={isStaff ? { partnerId } : {}} perPage={100}>
          <SelectInput
            label="resources.vehicles.fields.fleetId"
            optionText="name"
            emptyText="app.fleet.vehicles.notInFleet"
            helperText="app.fleet.vehicles.optional"
          />
        </ReferenceInput>
      ) : (
        <MuiTextField
          label={translate('resources.vehicles.fields.fleetId')}
          disabled
          value=""
          helperText={translate('app.fleet.choosePartnerFirst')}
          sx={{ minWidth: 280 }}
        />
      )}
    </>
  );
}

/** A vehicle's inputs, shared by create and edit. */
export function VehicleInputs() {
  return (
    <>
      <TextInput source="registrationNumber" label="resources.vehicles.fields.registrationNumber" isRequired />
      <VehicleTypeInputs required />
      <NumberInput source="capacityTonnes" label="resources.vehicles.fields.capacityTonnes" isRequired min={0} />
      <TextInput source="make" label="resources.vehicles.fields.make" />
      <NumberInput source="modelYear" label="resources.vehicles.fields.modelYear" />
      <PartnerAndFleetInputs />
    </>
  );
}
