import { ResourceEdit } from '../../components/ResourcePages';
import { yupResolver } from '@hookform/resolvers/yup';
import { BooleanInput, NumberInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { DateTimePickerInput } from '../../components/inputs/PickerInputs';
import { shipmentUpdateSchema } from '#domain/schemas/shipment';
import { INSTRUCTIONS_MAX_LENGTH } from '#domain/limits';
import { useSpecLabels } from '../../providers/useConfigEntry';

const resolver = yupResolver(shipmentUpdateSchema, { context: { creating: false } });

/** What may change after creation (SPEC §7 PATCH); the record's version rides along so a stale edit is refused. */
export function ShipmentEdit() {
  const translate = useTranslate();
  const { shipperRate, showShipperRate } = useSpecLabels();
  return (
    <ResourceEdit redirect="show">
      <SimpleForm resolver={resolver} sx={{ maxWidth: 640 }}>
        <DateTimePickerInput source="loadingTime" />
        <NumberInput source="vehicleCount" min={1} />
        {showShipperRate && <NumberInput source="shipperRate" label={shipperRate} min={1} />}
        <TextInput source="referenceNumber" />
        <TextInput source="consigneeName" />
        <TextInput source="consigneeNumber" />
        <TextInput source="pointOfContactName" label="resources.shipments.fields.pointOfContact" />
        <TextInput source="pointOfContactNumber" />
        <TextInput
          source="specialInstructions"
          multiline
          minRows={3}
          helperText={translate('app.shipments.edit.instructionsHelp', { max: INSTRUCTIONS_MAX_LENGTH })}
        />
        <BooleanInput source="isPodHardCopyReq" />
      </SimpleForm>
    </ResourceEdit>
  );
}
