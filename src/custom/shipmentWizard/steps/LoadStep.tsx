import { useController, useFieldArray } from 'react-hook-form';
import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { MAX_LOADS_PER_STOP } from '#domain/limits';
import { GOODS_CODE_TYPE } from '#domain/shipments';
import { cityLabel } from '#domain/schemas/lookups';
import { useSpecLabels } from '../../../providers/useConfigEntry';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { useGoodsTypes } from '../../../components/lookups/useLookups';
import { AddRowButton, RemoveRowButton, WizardSelect, WizardTextField, listMessage, useWizardForm } from '../fields';
import { emptyLoad } from '../wizardDefaults';

function HsCodeFlag({
  name,
  label,
}: {
  name: `pickupLocations.${number}.loads.${number}.goodsCodeType`;
  label: string;
}) {
  const { control } = useWizardForm();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={field.value === GOODS_CODE_TYPE.HS_CODE}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.checked ? GOODS_CODE_TYPE.HS_CODE : GOODS_CODE_TYPE.DEFAULT)}
          slotProps={{ input: { 'aria-label': label } }}
        />
      }
      label="HS code"
    />
  );
}

/** The loads picked up at one stop, each added and removed here. */
function PickupLoads({ index, title }: { index: number; title: string }) {
  const { control } = useWizardForm();
  const { fields, append, remove } = useFieldArray({ control, name: `pickupLocations.${index}.loads` });
  const goodsTypes = useGoodsTypes();
  const { cargoType } = useSpecLabels();
  const { weightUnit } = useClientConfig();
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {fields.map((load, j) => {
        const named = fields.length > 1 ? `Load ${j + 1}` : 'Load';
        const prefix = `pickupLocations.${index}.loads.${j}` as const;
        return (
          <Box
            key={load.id}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { sm: '1.2fr 1.4fr 0.8fr auto auto' },
              alignItems: 'start',
            }}
          >
            <WizardSelect
              name={`${prefix}.goodsTypeId`}
              label={fields.length > 1 ? `${cargoType} (${named.toLowerCase()})` : cargoType}
              required
              choices={goodsTypes.data ?? []}
              helperText={goodsTypes.isError ? 'Unable to fetch goods types' : undefined}
            />
            <WizardTextField name={`${prefix}.goodsTypeDescription`} label={`${named} description`} />
            <WizardTextField
              name={`${prefix}.weight`}
              label={`${named} weight (${weightUnit})`}
              required
              type="number"
            />
            <HsCodeFlag name={`${prefix}.goodsCodeType`} label={`${named} has an HS code`} />
            <RemoveRowButton
              label={`Remove ${named.toLowerCase()} at ${title.toLowerCase()}`}
              onClick={() => remove(j)}
              disabled={fields.length === 1}
            />
          </Box>
        );
      })}
      <AddRowButton
        label={`Add a load at ${title.toLowerCase()}`}
        onClick={() => append(emptyLoad(), { shouldFocus: false })}
        disabled={fields.length >= MAX_LOADS_PER_STOP}
      />
    </Box>
  );
}

/** Step 2: the loads picked up at each stop, the shipment's total weight and quantity. */
export function LoadStep() {
  const { formState, watch } = useWizardForm();
  const { weightUnit } = useClientConfig();
  const pickups = watch('pickupLocations');
  const loadsMessage = listMessage(formState.errors.pickupLocations);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {pickups.map((pickup, index) => {
        const place = pickup.city ? cityLabel(pickup.city) : `stop ${index + 1}`;
        return (
          <PickupLoads
            key={index}
            index={index}
            title={pickups.length > 1 ? `Pick-up ${index + 1}: ${place}` : `Pick-up: ${place}`}
          />
        );
      })}
      <WizardTextField name="weight" label={`Total shipment weight (${weightUnit})`} required type="number" />
      {loadsMessage && (
        <FormHelperText error role="alert">
          {loadsMessage}
        </FormHelperText>
      )}
      <WizardTextField name="quantity" label="Quantity (optional)" type="number" />
    </Box>
  );
}
