import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { Alert, Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { useSpecLabels } from '../../../providers/useConfigEntry';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { useEnumLabel } from '../../../i18n/useEnumLabel';
import type { EnumName } from '../../../i18n/en/enums';
import { WizardSelect, WizardSwitch, WizardTextField, useEnumChoices, useWizardForm, type Choice } from '../fields';
import { useCreateOptions } from '../useCreateOptions';
import { useIsStaff } from '../../../providers/useIsStaff';
import { BidLimitNotice } from '../BidLimitNotice';
import { LaneRateSuggestion } from '../LaneRateSuggestion';

const BID_CATEGORIES = [
  { id: BID_CATEGORY_TYPE.PER_VEHICLE, name: 'app.wizard.pricing.perVehicle' },
  { id: BID_CATEGORY_TYPE.PER_TONNE, name: 'app.wizard.pricing.perTonne' },
];

function WizardRadio({
  name,
  label,
  choices,
}: {
  name: 'shipmentCategoryTypeId' | 'bidCategoryTypeId';
  label: string;
  choices: Choice[];
}) {
  const { control } = useWizardForm();
  const { field, fieldState } = useController({ control, name });
  const id = `shipment-${name}-label`;
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(Number(event.target.value))}
      >
        {choices.map((choice) => (
          <FormControlLabel key={choice.id} value={choice.id} control={<Radio />} label={choice.name} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A choice the project or the configuration no longer offers is replaced by the first one offered. */
function useKeepOffered(name: 'shipmentCategoryTypeId' | 'paymentReceivingTypeId', offered: Choice[] | undefined) {
  const { getValues, setValue } = useWizardForm();
  useEffect(() => {
    if (offered?.length && !offered.some((choice) => choice.id === getValues(name))) setValue(name, offered[0].id);
  }, [offered, name, getValues, setValue]);
}

/** Step 4: how the shipment is priced and offered; the types come from the configuration and the project. */
export function PricingStep() {
  const { watch, formState } = useWizardForm();
  const options = useCreateOptions();
  const { shipperRate, targetRate, showShipperRate } = useSpecLabels();
  const { currency } = useClientConfig();
  const translate = useTranslate();
  const label = useEnumLabel();
  const choices = useEnumChoices();
  const named = (name: EnumName, offered: Choice[] = []) =>
    offered.map((choice) => ({ id: choice.id, name: label(name, choice.id) }));
  useKeepOffered('shipmentCategoryTypeId', options.data?.shipmentTypes);
  useKeepOffered('paymentReceivingTypeId', options.data?.paymentTypes);
  // A contract amount left with an error stays visible after a switch back to Spot, so it can be fixed.
  // Only staff set it (STAFF_ONLY_SHIPMENT_FIELDS): a shipper's contractual shipment gets it from staff.
  const contractual =
    useIsStaff() &&
    (watch('shipmentCategoryTypeId') === SHIPMENT_TYPE.CONTRACTUAL || Boolean(formState.errors.contractAmount));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {options.isError && <Alert severity="error">{translate('app.wizard.pricing.typesFailed')}</Alert>}
      {options.isPending ? (
        <Skeleton variant="rounded" height={56} aria-label={translate('app.wizard.pricing.loadingTypes')} />
      ) : (
        <WizardRadio
          name="shipmentCategoryTypeId"
          label={translate('app.wizard.pricing.shipmentType')}
          choices={named('shipmentType', options.data?.shipmentTypes)}
        />
      )}
      {options.data && !options.data.shipmentTypes.length && (
        <Alert severity="warning">{translate('app.wizard.pricing.noShipmentType')}</Alert>
      )}
      {options.data && !options.data.contractualAllowed && (
        <Alert severity="info" variant="outlined">
          {translate('app.wizard.pricing.contractualNotOffered')}
        </Alert>
      )}
      <WizardRadio
        name="bidCategoryTypeId"
        label={translate('app.wizard.pricing.bidCategory')}
        choices={BID_CATEGORIES.map((choice) => ({ id: choice.id, name: translate(choice.name) }))}
      />
      {showShipperRate && (
        <>
          <LaneRateSuggestion />
          <WizardTextField name="shipperRate" label={`${shipperRate} (${currency})`} type="number" />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <WizardTextField
              name="minShipperRate"
              label={translate('app.wizard.pricing.targetFrom', { targetRate, currency })}
              type="number"
            />
            <WizardTextField
              name="maxShipperRate"
              label={translate('app.wizard.pricing.targetUpTo', { targetRate, currency })}
              type="number"
            />
          </Box>
          <BidLimitNotice />
        </>
      )}
      {contractual && (
        <WizardTextField
          name="contractAmount"
          label={translate('app.wizard.pricing.contractAmount', { currency })}
          required
          type="number"
        />
      )}
      <WizardSelect
        name="paymentReceivingTypeId"
        label={translate('app.wizard.pricing.paymentType')}
        required
        choices={named('paymentType', options.data?.paymentTypes)}
      />
      <WizardSelect
        name="poolType"
        label={translate('app.wizard.pricing.poolType')}
        required
        choices={choices('poolType')}
      />
      <WizardSwitch name="acceptAutoBid" label={translate('app.wizard.pricing.acceptAutoBid')} />
      <WizardSwitch name="autoNegotiate" label={translate('app.wizard.pricing.autoNegotiate')} />
    </Box>
  );
}
