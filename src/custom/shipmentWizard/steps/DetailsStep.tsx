import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Box, Collapse, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import {
  WizardDateTimeField,
  WizardSelect,
  WizardSwitch,
  WizardTextField,
  useEnumChoices,
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

/** The fields two a row from a small screen up, one a row on a phone. */
function TwoColumns({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>{children}</Box>;
}

/** A phone shows its number keypad (type tel alone leaves some keyboards on letters). */
const PHONE_KEYPAD = { htmlInput: { inputMode: 'tel', autoComplete: 'tel' } } as const;

/** A phone number to call, with the number keypad and the phone help. */
function PhoneField({ name, label }: { name: 'consigneeNumber' | 'pointOfContactNumber'; label: string }) {
  const translate = useTranslate();
  return (
    <WizardTextField
      name={name}
      label={label}
      helperText={translate('app.wizard.details.phoneHelp')}
      type="tel"
      slotProps={PHONE_KEYPAD}
    />
  );
}

/** Container details (shipmentContainerDto): sent only while switched on; switching off clears them. */
function ContainerDetails() {
  const { control, setValue, clearErrors } = useWizardForm();
  const { field } = useController({ control, name: 'hasContainer' });
  const { currency } = useClientConfig();
  const translate = useTranslate();
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
        label={translate('app.wizard.details.hasContainer')}
      />
      <Collapse in={Boolean(field.value)} unmountOnExit>
        <TwoColumns>
          <WizardTextField name="shipmentContainerDto.blNumber" label={translate('app.wizard.details.blNumber')} />
          <WizardTextField
            name="shipmentContainerDto.noOfContainers"
            label={translate('app.wizard.details.noOfContainers')}
            type="number"
          />
          <WizardTextField
            name="shipmentContainerDto.detentionCharges"
            label={translate('app.wizard.details.detentionCharges', { currency })}
            type="number"
          />
          <WizardDateTimeField
            name="shipmentContainerDto.emptyReturnDate"
            label={translate('app.wizard.details.emptyReturnBy')}
            helperText={translate('app.wizard.details.emptyReturnHelp')}
          />
          <WizardTextField
            name="shipmentContainerDto.returnLocation"
            label={translate('app.wizard.details.returnLocation')}
          />
        </TwoColumns>
      </Collapse>
    </Box>
  );
}

/** Step 5: who receives and who to call, the shipper's reference, what the route allows, the container. */
export function DetailsStep() {
  const translate = useTranslate();
  const choices = useEnumChoices();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Heading>{translate('app.wizard.details.consigneeAndContact')}</Heading>
      <TwoColumns>
        <WizardTextField name="consigneeName" label={translate('app.wizard.details.consigneeName')} />
        <PhoneField name="consigneeNumber" label={translate('app.wizard.details.consigneeNumber')} />
        <WizardTextField name="pointOfContactName" label={translate('app.wizard.details.pointOfContactName')} />
        <PhoneField name="pointOfContactNumber" label={translate('app.wizard.details.pointOfContactNumber')} />
      </TwoColumns>
      <Heading>{translate('app.wizard.details.referenceAndHandling')}</Heading>
      <TwoColumns>
        <WizardTextField
          name="referenceNumber"
          label={translate('app.wizard.details.referenceNumber')}
          helperText={translate('app.wizard.details.referenceHelp')}
        />
        <WizardTextField
          name="addaMarfat"
          label={translate('app.wizard.details.addaMarfat')}
          helperText={translate('app.wizard.details.addaMarfatHelp')}
        />
        <WizardSelect
          name="labourAvailabilityTypeId"
          label={translate('app.wizard.details.labourAvailability')}
          choices={choices('labourAvailability')}
        />
        <WizardSelect
          name="cityTravelRestrictionTypeId"
          label={translate('app.wizard.details.cityTravelRestriction')}
          choices={choices('cityTravelRestriction')}
        />
      </TwoColumns>
      <WizardSwitch name="isPodHardCopyReq" label={translate('app.wizard.details.podHardCopy')} />
      <Heading>{translate('app.wizard.details.container')}</Heading>
      <ContainerDetails />
    </Box>
  );
}
