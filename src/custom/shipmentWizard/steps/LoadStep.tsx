import { useController } from 'react-hook-form';
import { Box, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { GOODS_CODE_TYPE } from '../../../domain/shipments';
import { useGoodsTypes } from '../../lookups/useLookups';
import { WizardSelect, WizardTextField, listMessage, useWizardForm } from '../fields';

function HsCodeFlag() {
  const { control, setValue } = useWizardForm();
  const { field } = useController({ control, name: 'pickupLocations.0.loads.0.goodsCodeType' });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={field.value === GOODS_CODE_TYPE.HS_CODE}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.checked ? GOODS_CODE_TYPE.HS_CODE : GOODS_CODE_TYPE.DEFAULT);
            setValue('hsCode', event.target.checked);
          }}
        />
      }
      label="Goods have an HS code"
    />
  );
}

/** Step 2: the load picked up, the shipment's total weight and quantity. */
export function LoadStep() {
  const goodsTypes = useGoodsTypes();
  const { formState } = useWizardForm();
  const loadsMessage = listMessage(formState.errors.pickupLocations);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <WizardSelect
        name="pickupLocations.0.loads.0.goodsTypeId"
        label="Goods type"
        required
        choices={goodsTypes.data ?? []}
        helperText={goodsTypes.isError ? 'Unable to fetch goods types' : undefined}
      />
      <WizardTextField name="pickupLocations.0.loads.0.weight" label="Load weight (tonnes)" required type="number" />
      <HsCodeFlag />
      <WizardTextField name="weight" label="Total shipment weight (tonnes)" required type="number" />
      {loadsMessage && (
        <FormHelperText error role="alert">
          {loadsMessage}
        </FormHelperText>
      )}
      <WizardTextField name="quantity" label="Quantity (optional)" type="number" />
    </Box>
  );
}
