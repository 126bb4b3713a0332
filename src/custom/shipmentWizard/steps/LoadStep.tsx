import { useController, useFieldArray } from 'react-hook-form';
import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAX_LOADS_PER_STOP } from '#domain/limits';
import { GOODS_CODE_TYPE } from '#domain/shipments';
import { cityLabel } from '#domain/schemas/lookups';
import { useSpecLabels } from '../../../providers/useConfigEntry';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { useGoodsTypes } from '../../../components/lookups/useLookups';
import { useTranslateText } from '../../../i18n/useTranslateText';
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
  const translate = useTranslate();
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
      label={translate('app.wizard.load.hsCode')}
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
  const translate = useTranslate();
  const stop = title.toLowerCase();
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {fields.map((load, j) => {
        const many = fields.length > 1;
        const numbered = (key: string, values: object = {}) =>
          translate(`app.wizard.load.${many ? `${key}Numbered` : key}`, { number: j + 1, ...values });
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
              label={
                many
                  ? translate('app.wizard.load.cargoType', { cargoType, load: numbered('one').toLowerCase() })
                  : cargoType
              }
              required
              choices={goodsTypes.data ?? []}
              helperText={goodsTypes.isError ? translate('app.wizard.load.goodsTypesFailed') : undefined}
            />
            <WizardTextField name={`${prefix}.goodsTypeDescription`} label={numbered('description')} />
            <WizardTextField
              name={`${prefix}.weight`}
              label={numbered('weight', { unit: weightUnit })}
              required
              type="number"
            />
            <HsCodeFlag name={`${prefix}.goodsCodeType`} label={numbered('hasHsCode')} />
            <RemoveRowButton
              label={numbered('remove', { stop })}
              onClick={() => remove(j)}
              disabled={fields.length === 1}
            />
          </Box>
        );
      })}
      <AddRowButton
        label={translate('app.wizard.load.add', { stop })}
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
  const translate = useTranslate();
  const translateText = useTranslateText();
  const pickups = watch('pickupLocations');
  const loadsMessage = listMessage(formState.errors.pickupLocations);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {pickups.map((pickup, index) => {
        const place = pickup.city
          ? cityLabel(pickup.city)
          : translate('app.wizard.load.unnamedStop', { number: index + 1 });
        return (
          <PickupLoads
            key={index}
            index={index}
            title={translate('app.wizard.load.stopTitle', {
              stop: translate(`app.wizard.route.pickupLocations.${pickups.length > 1 ? 'oneNumbered' : 'one'}`, {
                number: index + 1,
              }),
              place,
            })}
          />
        );
      })}
      <WizardTextField
        name="weight"
        label={translate('app.wizard.load.totalWeight', { unit: weightUnit })}
        required
        type="number"
      />
      {loadsMessage && (
        <FormHelperText error role="alert">
          {translateText(loadsMessage)}
        </FormHelperText>
      )}
      <WizardTextField name="quantity" label={translate('app.wizard.load.quantity')} type="number" />
    </Box>
  );
}
