import { ResourceEdit } from '../../components/ResourcePages';
import { yupResolver } from '@hookform/resolvers/yup';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import { DateTimePickerInput } from '../../components/inputs/PickerInputs';
import { LimitedTextInput } from '../../components/inputs/LimitedTextInput';
import { shipmentUpdateSchema } from '#domain/schemas/shipment';
import { INSTRUCTIONS_MAX_LENGTH } from '#domain/limits';
import { useSpecLabels } from '../../providers/useConfigEntry';
import { PhoneInput } from '../../components/inputs/PhoneInput';

const resolver = yupResolver(shipmentUpdateSchema, { context: { creating: false } });

/** What may change after creation (SPEC §7 PATCH); the record's version rides along so a stale edit is refused. */
export function ShipmentEdit() {
  const { shipperRate, showShipperRate } = useSpecLabels();
  return (
    <ResourceEdit redirect="show">
      <SimpleForm resolver={resolver} sx={{ maxWidth: 640 }}>
        <DateTimePickerInput source="loadingTime" />
        <NumberInput source="vehicleCount" min={1} />
        {showShipperRate && <NumberInput source="shipperRate" label={shipperRate} min={1} />}
        <TextInput source="referenceNumber" />
        <TextInput source="consigneeName" />
        <PhoneInput source="consigneeNumber" />
        <TextInput source="pointOfContactName" label="resources.shipments.fields.pointOfContact" />
        <PhoneInput source="pointOfContactNumber" />
        <LimitedTextInput source="specialInstructions" multiline minRows={3} max={INSTRUCTIONS_MAX_LENGTH} />
        <BooleanInput source="isPodHardCopyReq" />
      </SimpleForm>
    </ResourceEdit>
  );
}
