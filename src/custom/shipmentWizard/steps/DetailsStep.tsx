import { useController } from 'react-hook-form';
import { Box, Collapse, FormControlLabel, Switch, Typography } from '@mui/material';
import { CITY_TRAVEL_RESTRICTION_LABELS, LABOUR_AVAILABILITY_LABELS } from '#domain/shipments';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import {
  WizardDateTimeField,
  WizardSelect,
  WizardSwitch,
  WizardTextField,
  labelChoices,
  useWizardForm,
} from '../fields';
import { emptyContainer } from '../wizardDefaults';

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** Container details (shipmentContainerDto): sent only while switched on; switching off clears them. */
function ContainerDetails() {
  const { control, setValue, clearErrors } = useWizardForm();
  const { field } = useController({ control, name: 'hasContainer' });
  const { currency } = useClientConfig();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControlLabel
        control={
          <Switch
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => {
              field.onChange(event.target.checked);
              if (!event.target.checked) {
                setValue('shipmentContainerDto', emptyContainer());
                clearErrors('shipmentContainerDto');
              }
            }}
          />
        }
        label="Container shipment (add container details)"
      />
      <Collapse in={Boolean(field.value)} unmountOnExit>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <WizardTextField name="shipmentContainerDto.blNumber" label="BL number" />
          <WizardTextField name="shipmentContainerDto.noOfContainers" label="Number of containers" type="number" />
          <WizardTextField
            name="shipmentContainerDto.detentionCharges"
            label={`Detention charges (${currency})`}
            type="number"
          />
          <WizardDateTimeField
            name="shipmentContainerDto.emptyReturnDate"
            label="Empty return by"
            helperText="After the loading time"
          />
          <WizardTextField name="shipmentContainerDto.returnLocation" label="Empty return location" />
        </Box>
      </Collapse>
    </Box>
  );
}

/** Step 5: who receives and who to call, the shipper's reference, what the route allows, the container. */
export function DetailsStep() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Heading>Consignee and point of contact</Heading>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <WizardTextField name="consigneeName" label="Consignee name" />
        <WizardTextField
          name="consigneeNumber"
          label="Consignee number"
          helperText="11 digits starting 03"
          inputMode="tel"
        />
        <WizardTextField name="pointOfContactName" label="Point of contact name" />
        <WizardTextField
          name="pointOfContactNumber"
          label="Point of contact number"
          helperText="11 digits starting 03"
          inputMode="tel"
        />
      </Box>
      <Heading>Reference and handling</Heading>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <WizardTextField
          name="referenceNumber"
          label="Reference number"
          helperText="The shipper's own reference, e.g. a PO number"
        />
        <WizardTextField name="addaMarfat" label="Adda marfat" helperText="The adda the load goes through, if any" />
        <WizardSelect
          name="labourAvailabilityTypeId"
          label="Labour availability"
          choices={labelChoices(LABOUR_AVAILABILITY_LABELS)}
        />
        <WizardSelect
          name="cityTravelRestrictionTypeId"
          label="City travel restriction"
          choices={labelChoices(CITY_TRAVEL_RESTRICTION_LABELS)}
        />
      </Box>
      <WizardSwitch name="isPodHardCopyReq" label="Proof of delivery hard copy required" />
      <Heading>Container</Heading>
      <ContainerDetails />
    </Box>
  );
}
