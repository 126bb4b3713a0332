import { useController } from 'react-hook-form';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '../../../domain/bidding';
import { PAYMENT_TYPE_LABELS, POOL_TYPE_LABELS, SHIPMENT_TYPE_LABELS } from '../../../domain/shipments';
import { WizardSelect, WizardSwitch, WizardTextField, labelChoices, useWizardForm, type Choice } from '../fields';

const SHIPMENT_TYPES = labelChoices(SHIPMENT_TYPE_LABELS, [SHIPMENT_TYPE.SPOT, SHIPMENT_TYPE.CONTRACTUAL]);
const BID_CATEGORIES: Choice[] = [
  { id: BID_CATEGORY_TYPE.PER_VEHICLE, name: 'Per vehicle' },
  { id: BID_CATEGORY_TYPE.PER_TONNE, name: 'Per tonne' },
];

function WizardRadio({ name, label, choices }: { name: 'shipmentCategoryTypeId' | 'bidCategoryTypeId'; label: string; choices: Choice[] }) {
  const { control } = useWizardForm();
  const { field } = useController({ control, name });
  const id = `shipment-${name}-label`;
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={id} name={field.name} value={field.value} onChange={(event) => field.onChange(Number(event.target.value))}>
        {choices.map((choice) => (
          <FormControlLabel key={choice.id} value={choice.id} control={<Radio />} label={choice.name} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Step 4: how the shipment is priced and offered. */
export function PricingStep() {
  const { watch, formState } = useWizardForm();
  // A contract amount left with an error stays visible after a switch back to Spot, so it can be fixed.
  const contractual = watch('shipmentCategoryTypeId') === SHIPMENT_TYPE.CONTRACTUAL || Boolean(formState.errors.contractAmount);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <WizardRadio name="shipmentCategoryTypeId" label="Shipment type" choices={SHIPMENT_TYPES} />
      <WizardRadio name="bidCategoryTypeId" label="Bid category" choices={BID_CATEGORIES} />
      <WizardTextField name="shipperRate" label="Shipper rate (Rs)" type="number" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <WizardTextField name="minShipperRate" label="Min shipper rate (optional)" type="number" />
        <WizardTextField name="maxShipperRate" label="Max shipper rate (optional)" type="number" />
      </Box>
      {contractual && <WizardTextField name="contractAmount" label="Contract amount (Rs)" required type="number" />}
      <WizardSelect name="paymentReceivingTypeId" label="Payment type" required choices={labelChoices(PAYMENT_TYPE_LABELS)} />
      <WizardSelect name="poolType" label="Pool type" required choices={labelChoices(POOL_TYPE_LABELS)} />
      <WizardSwitch name="acceptAutoBid" label="Accept auto bid" />
      <WizardSwitch name="autoNegotiate" label="Auto negotiate" />
    </Box>
  );
}
