import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { Alert, Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Skeleton } from '@mui/material';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { POOL_TYPE_LABELS } from '#domain/shipments';
import { useSpecLabels } from '../../../providers/useConfigEntry';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { WizardSelect, WizardSwitch, WizardTextField, labelChoices, useWizardForm, type Choice } from '../fields';
import { useCreateOptions } from '../useCreateOptions';

const BID_CATEGORIES: Choice[] = [
  { id: BID_CATEGORY_TYPE.PER_VEHICLE, name: 'Per vehicle' },
  { id: BID_CATEGORY_TYPE.PER_TONNE, name: 'Per tonne' },
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
  useKeepOffered('shipmentCategoryTypeId', options.data?.shipmentTypes);
  useKeepOffered('paymentReceivingTypeId', options.data?.paymentTypes);
  // A contract amount left with an error stays visible after a switch back to Spot, so it can be fixed.
  const contractual =
    watch('shipmentCategoryTypeId') === SHIPMENT_TYPE.CONTRACTUAL || Boolean(formState.errors.contractAmount);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {options.isError && (
        <Alert severity="error">The shipment types could not be loaded: go back and try again.</Alert>
      )}
      {options.isPending ? (
        <Skeleton variant="rounded" height={56} aria-label="Loading the shipment types" />
      ) : (
        <WizardRadio name="shipmentCategoryTypeId" label="Shipment type" choices={options.data?.shipmentTypes ?? []} />
      )}
      {options.data && !options.data.shipmentTypes.length && (
        <Alert severity="warning">
          No shipment type is offered for this project: an administrator sets them under Configuration (SHIPMENT_TYPES).
        </Alert>
      )}
      {options.data && !options.data.contractualAllowed && (
        <Alert severity="info" variant="outlined">
          Contractual is not offered: this project does not allow contractual shipments.
        </Alert>
      )}
      <WizardRadio name="bidCategoryTypeId" label="Bid category" choices={BID_CATEGORIES} />
      {showShipperRate && (
        <>
          <WizardTextField name="shipperRate" label={`${shipperRate} (${currency})`} type="number" />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <WizardTextField
              name="minShipperRate"
              label={`${targetRate}, from (${currency}, optional)`}
              type="number"
            />
            <WizardTextField
              name="maxShipperRate"
              label={`${targetRate}, up to (${currency}, optional)`}
              type="number"
            />
          </Box>
        </>
      )}
      {contractual && (
        <WizardTextField name="contractAmount" label={`Contract amount (${currency})`} required type="number" />
      )}
      <WizardSelect
        name="paymentReceivingTypeId"
        label="Payment type"
        required
        choices={options.data?.paymentTypes ?? []}
      />
      <WizardSelect name="poolType" label="Pool type" required choices={labelChoices(POOL_TYPE_LABELS)} />
      <WizardSwitch name="acceptAutoBid" label="Accept auto bid" />
      <WizardSwitch name="autoNegotiate" label="Auto negotiate" />
    </Box>
  );
}
