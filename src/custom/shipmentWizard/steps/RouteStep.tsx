import { useController, useFieldArray } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CityAutocomplete } from '../../../components/lookups/CityAutocomplete';
import { INSTRUCTIONS_MAX_LENGTH, MAX_STOPS_PER_SIDE } from '#domain/limits';
import { LOCATION_ACTION } from '#domain/shipments';
import { useIsBroker, useIsStaff } from '../../../providers/useIsStaff';
import {
  AddRowButton,
  RemoveRowButton,
  WizardDateTimeField,
  WizardSwitch,
  WizardTextField,
  listMessage,
  useWizardForm,
} from '../fields';
import {
  emptyCustomLocation,
  emptyLoad,
  emptyLocation,
  type ListName,
  type WizardCustomLocation,
} from '../wizardDefaults';
import { ProjectPicker } from '../ProjectPicker';
import { BrokerProjectPicker } from '../BrokerProjectPicker';

const ACTIONS: Record<ListName, number> = {
  pickupLocations: LOCATION_ACTION.PICK_UP,
  dropOffLocations: LOCATION_ACTION.DROP_OFF,
};

function CityField({ side, index, label }: { side: ListName; index: number; label: string }) {
  const { control, setValue, formState, clearErrors } = useWizardForm();
  const { field, fieldState } = useController({ control, name: `${side}.${index}.cityId` });
  const city = useController({ control, name: `${side}.${index}.city` }).field;
  const translate = useTranslate();
  // SPEC §5 sameCities is a rule of the whole drop-off list: it is shown at the drop-off cities.
  const listError = side === 'dropOffLocations' ? listMessage(formState.errors.dropOffLocations) : undefined;
  const message = fieldState.error?.message ?? listError;
  return (
    <CityAutocomplete
      id={`shipment-${side}-${index}-city`}
      name={field.name}
      label={label}
      required
      value={city.value}
      onBlur={field.onBlur}
      onChange={(picked) => {
        // A list-wide error (sameCities) is about the old cities: Next checks the new ones.
        if (listError && !fieldState.error) clearErrors('dropOffLocations');
        city.onChange(picked);
        field.onChange(picked?.id ?? '');
        setValue(`${side}.${index}.cityName`, picked?.name ?? '');
        setValue(`${side}.${index}.latitude`, picked?.latitude);
        setValue(`${side}.${index}.longitude`, picked?.longitude);
      }}
      error={Boolean(message)}
      helperText={message ?? translate('app.wizard.route.cityHelp')}
    />
  );
}

/** SPEC §3 custom location: a stop's address typed by hand, in lines, with its zip and coordinates. */
function CustomAddress({
  side,
  index,
  numbered,
}: {
  side: ListName;
  index: number;
  numbered: (key: string) => string;
}) {
  const translate = useTranslate();
  const name = (field: keyof WizardCustomLocation) => `${side}.${index}.customLocation.${field}` as const;
  const line = (n: number) => translate('app.wizard.route.custom.line', { stop: numbered('one'), number: n });
  return (
    <Box
      role="group"
      aria-label={translate('app.wizard.route.custom.group', { stop: numbered('one') })}
      sx={{ display: 'grid', gap: 2, gridColumn: '1 / -1', gridTemplateColumns: { sm: '1fr 1fr 1fr' } }}
    >
      <WizardTextField name={name('address1')} label={line(1)} required />
      <WizardTextField name={name('address2')} label={line(2)} />
      <WizardTextField name={name('address3')} label={line(3)} />
      <WizardTextField name={name('zip')} label={translate('app.wizard.route.custom.zip', { stop: numbered('one') })} />
      <WizardTextField
        name={name('lat')}
        label={translate('app.wizard.route.custom.latitude', { stop: numbered('one') })}
        type="number"
      />
      <WizardTextField
        name={name('lng')}
        label={translate('app.wizard.route.custom.longitude', { stop: numbered('one') })}
        type="number"
      />
    </Box>
  );
}

/** One list of stops, in order; each can be removed while another remains. */
function Stops({ side }: { side: ListName }) {
  const { control, watch } = useWizardForm();
  const typedByHand = Boolean(watch('customAddress'));
  const { fields, append, remove } = useFieldArray({ control, name: side });
  const action = ACTIONS[side];
  const translate = useTranslate();
  const texts = `app.wizard.route.${side}`;
  const numbered = (key: string, index: number) =>
    fields.length > 1 ? translate(`${texts}.${key}Numbered`, { number: index + 1 }) : translate(`${texts}.${key}`);
  const title = translate(`${texts}.title`);
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {fields.map((stop, index) => (
        <Box
          key={stop.id}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1.4fr auto' }, alignItems: 'start' }}
        >
          <CityField side={side} index={index} label={numbered('city', index)} />
          {typedByHand ? (
            <CustomAddress side={side} index={index} numbered={(key) => numbered(key, index)} />
          ) : (
            <WizardTextField name={`${side}.${index}.address`} label={numbered('address', index)} required />
          )}
          <RemoveRowButton
            label={numbered('remove', index)}
            onClick={() => remove(index)}
            disabled={fields.length === 1}
          />
        </Box>
      ))}
      <AddRowButton
        label={translate(`${texts}.add`)}
        onClick={() =>
          append(emptyLocation(action, action === LOCATION_ACTION.PICK_UP ? [emptyLoad()] : [], typedByHand), {
            shouldFocus: false,
          })
        }
        disabled={fields.length >= MAX_STOPS_PER_SIDE}
      />
    </Box>
  );
}

/** Step 1: for staff the company and project, for a broker one of its projects; the pick-ups and drop-offs in order, the loading time and the instructions (SPEC §3). */
export function RouteStep() {
  const isStaff = useIsStaff();
  const isBroker = useIsBroker();
  const { watch, getValues, setValue } = useWizardForm();
  const instructions = watch('specialInstructions') ?? '';
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {isStaff && <ProjectPicker />}
      {isBroker && <BrokerProjectPicker />}
      <Stops side="pickupLocations" />
      <Stops side="dropOffLocations" />
      <WizardSwitch
        name="customAddress"
        label={translate('app.wizard.route.customAddress')}
        onToggled={(on) => {
          // Each stop holds its typed lines only while the switch is on, so the schema checks them then.
          for (const side of ['pickupLocations', 'dropOffLocations'] as const)
            getValues(side).forEach((_, index) =>
              setValue(`${side}.${index}.customLocation`, on ? emptyCustomLocation() : undefined),
            );
        }}
      />
      <WizardDateTimeField
        name="loadingTime"
        label={translate('app.wizard.route.loadingTime')}
        required
        helperText={translate('app.wizard.route.loadingTimeHelp')}
      />
      <WizardTextField
        name="specialInstructions"
        label={translate('app.wizard.route.specialInstructions')}
        multiline
        minRows={3}
        helperText={translate('app.wizard.route.characters', {
          count: instructions.length,
          max: INSTRUCTIONS_MAX_LENGTH,
        })}
        slotProps={{ htmlInput: { maxLength: INSTRUCTIONS_MAX_LENGTH } }}
      />
    </Box>
  );
}
