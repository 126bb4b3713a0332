import { ResourceEdit } from '../../components/ResourcePages';
import { yupResolver } from '@hookform/resolvers/yup';
import { BooleanInput, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { DateTimePickerInput } from '../../components/inputs/PickerInputs';
import { shipmentUpdateSchema } from '#domain/schemas/shipment';
import { INSTRUCTIONS_MAX_LENGTH } from '#domain/limits';

const resolver = yupResolver(shipmentUpdateSchema, { context: { creating: false } });

/** What may change after creation (SPEC §7 PATCH); the record's version rides along so a stale edit is refused. */
export function ShipmentEdit() {
  return (
    <ResourceEdit redirect="show">
      <SimpleForm resolver={resolver} sx={{ maxWidth: 640 }}>
        <DateTimePickerInput source="loadingTime" label="Loading time" />
        <NumberInput source="vehicleCount" label="Vehicles" min={1} />
        <NumberInput source="shipperRate" label="Shipper Rate" min={1} />
        <TextInput source="referenceNumber" label="Shipper reference" />
        <TextInput source="consigneeName" label="Consignee name" />
        <TextInput source="consigneeNumber" label="Consignee phone" />
        <TextInput source="pointOfContactName" label="Point of contact" />
        <TextInput source="pointOfContactNumber" label="Point of contact phone" />
        <TextInput
          source="specialInstructions"
          label="Special instructions"
          multiline
          minRows={3}
          helperText={`At most ${INSTRUCTIONS_MAX_LENGTH} characters`}
        />
        <BooleanInput source="isPodHardCopyReq" label="Proof of delivery hard copy required" />
      </SimpleForm>
    </ResourceEdit>
  );
}
