import { ResourceEdit } from '../../components/ResourcePages';
import { TextField as MuiTextField } from '@mui/material';
import { AutocompleteArrayInput, Create, ReferenceArrayInput, SimpleForm, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { FLEET_LIMITS } from '../../domain/fleet';
import { MESSAGES } from '../../domain/messages';
import { fleetSchema } from '../../domain/schemas/fleet';
import { idField } from '../../domain/schemas/shipmentLocation';
import { useIsStaff } from '../../providers/useIsStaff';
import { onlySchemaFields } from '../drivers/formValues';
import { PartnerInput } from '../../components/inputs/PartnerInput';

const staffResolver = yupResolver(fleetSchema.shape({ partnerId: idField().required(MESSAGES.fillRequired) }), undefined, { raw: true });
const partnerResolver = yupResolver(fleetSchema, undefined, { raw: true });
const sendable = onlySchemaFields(fleetSchema);

/** The fleet's vehicles, exactly (PUT sets them): any of the partner's vehicles; another partner clears them. */
function PartnerAndVehicles() {
  const isStaff = useIsStaff();
  const { setValue } = useFormContext();
  const partnerId = useWatch({ name: 'partnerId' }) as number | null | undefined;
  const vehiclesKnown = !isStaff || Boolean(partnerId);
  return (
    <>
      {isStaff && <PartnerInput source="partnerId" isRequired onChange={() => setValue('vehicleIds', [], { shouldDirty: true })} />}
      {vehiclesKnown ? (
        <ReferenceArrayInput source="vehicleIds" reference="vehicles" filter={isStaff ? { partnerId } : {}} perPage={100}>
          <AutocompleteArrayInput
            label="Vehicles"
            optionText="registrationNumber"
            filterToQuery={(q: string) => ({ q })}
            helperText="Type a registration number; a vehicle picked here leaves any other fleet"
            sx={{ minWidth: 360 }}
          />
        </ReferenceArrayInput>
      ) : (
        <MuiTextField label="Vehicles" disabled value="" helperText="Choose the partner first" sx={{ minWidth: 280 }} />
      )}
    </>
  );
}

function FleetForm() {
  const isStaff = useIsStaff();
  return (
    <SimpleForm noValidate resolver={(isStaff ? staffResolver : partnerResolver) as never} defaultValues={{ vehicleIds: [] }}>
      <TextInput source="name" label="Fleet name" isRequired />
      <TextInput source="description" label="Description" multiline minRows={2} slotProps={{ htmlInput: { maxLength: FLEET_LIMITS.descriptionMax } }} />
      <PartnerAndVehicles />
    </SimpleForm>
  );
}

export const FleetCreate = () => (
  <Create title="New fleet" redirect="show" transform={sendable}>
    <FleetForm />
  </Create>
);

export const FleetEdit = () => (
  <ResourceEdit redirect="show" transform={sendable}>
    <FleetForm />
  </ResourceEdit>
);
