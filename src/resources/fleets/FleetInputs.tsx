import { TextField as MuiTextField } from '@mui/material';
import { ReferenceArrayInput, TextInput, useTranslate } from 'react-admin';
import { MultiSelectInput } from '../../components/inputs/MultiSelectInput';
import { useFormContext, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { FLEET_LIMITS } from '#domain/fleet';
import { MESSAGES } from '#domain/messages';
import { fleetSchema } from '#domain/schemas/fleet';
import { idField } from '#domain/schemas/shipmentLocation';
import { useIsStaff } from '../../providers/useIsStaff';
import { keepSchemaFields } from '../../components/inputs/formTools';
import { PartnerInput } from '../../components/inputs/PartnerInput';

const staffResolver = yupResolver(
  fleetSchema.shape({ partnerId: idField().required(MESSAGES.fillRequired) }),
  undefined,
  { raw: true },
);
const partnerResolver = yupResolver(fleetSchema, undefined, { raw: true });
export const sendFleet = keepSchemaFields(fleetSchema);

export const useFleetResolver = () => (useIsStaff() ? staffResolver : partnerResolver) as never;

/** The fleet's vehicles, exactly (PUT sets them): any of the partner's vehicles; another partner clears them. */
function PartnerAndVehicles() {
  const isStaff = useIsStaff();
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const partnerId = useWatch({ name: 'partnerId' }) as number | null | undefined;
  const vehiclesKnown = !isStaff || Boolean(partnerId);
  return (
    <>
      {isStaff && (
        <PartnerInput
          source="partnerId"
          isRequired
          onChange={() => setValue('vehicleIds', [], { shouldDirty: true })}
        />
      )}
      {vehiclesKnown ? (
        <ReferenceArrayInput
          source="vehicleIds"
          reference="vehicles"
          filter={isStaff ? { partnerId } : {}}
          perPage={100}
        >
          <MultiSelectInput
            label="resources.fleets.fields.vehicleIds"
            optionText="registrationNumber"
            filterToQuery={(q: string) => ({ q })}
            helperText="app.fleet.fleets.vehiclesHelp"
            sx={{ minWidth: 360 }}
          />
        </ReferenceArrayInput>
      ) : (
        <MuiTextField
          label={translate('resources.fleets.fields.vehicleIds')}
          disabled
          value=""
          helperText={translate('app.fleet.choosePartnerFirst')}
          sx={{ minWidth: 280 }}
        />
      )}
    </>
  );
}

export function FleetInputs() {
  return (
    <>
      <TextInput source="name" label="resources.fleets.fields.name" isRequired />
      <TextInput
        source="description"
        label="resources.fleets.fields.description"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: FLEET_LIMITS.descriptionMax } }}
      />
      <PartnerAndVehicles />
    </>
  );
}
