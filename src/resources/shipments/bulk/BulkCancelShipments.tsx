import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslate } from 'react-admin';
import { ValidationError } from 'yup';
import { CANCELLATION_TYPE_LABELS } from '#domain/shipments';
import { CANCEL_REASON_MAX_LENGTH } from '#domain/limits';
import { cancelShipmentSchema } from '#domain/schemas/shipmentActions';
import type { ShipmentRow } from '#domain/records/shipments';
import { BulkFormAction } from '../../../components/bulk/BulkFormAction';
import { LimitedTextField } from '../../../components/inputs/LimitedTextField';
import { useEnumLabel } from '../../../i18n/useEnumLabel';
import { useFreightDataProvider } from '../../../providers/useFreightDataProvider';
import { shipmentCode } from './BulkShipmentMoves';

/** Cancel the selected shipments with one cancellation type and reason (those past arranging are refused). */
export function BulkCancelShipments() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const label = useEnumLabel();
  const [cancellationType, setType] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  // The single cancel's rules (SPEC §7: a type and a reason), checked before anything is sent.
  const check = () => {
    try {
      cancelShipmentSchema.validateSync({ cancellationType, reason });
      return undefined;
    } catch (error) {
      return error instanceof ValidationError ? error.message : undefined;
    }
  };
  return (
    <BulkFormAction<ShipmentRow>
      label="app.bulk.shipments.cancel"
      icon={<CancelIcon />}
      color="error"
      title="app.bulk.shipments.cancelTitle"
      labelOf={shipmentCode}
      check={check}
      send={(items) =>
        dataProvider.bulkShipments('cancel', {
          items,
          cancellationType: Number(cancellationType),
          reason: reason.trim(),
        })
      }
      dirty={cancellationType !== '' || Boolean(reason)}
      onClosed={() => {
        setType('');
        setReason('');
      }}
    >
      <TextField
        select
        required
        label={translate('app.shipments.cancel.cancellationType')}
        value={cancellationType}
        onChange={(event) => setType(Number(event.target.value))}
      >
        {Object.keys(CANCELLATION_TYPE_LABELS).map((id) => (
          <MenuItem key={id} value={Number(id)}>
            {label('cancellationType', id)}
          </MenuItem>
        ))}
      </TextField>
      <LimitedTextField
        label={translate('app.shipments.cancel.reason')}
        required
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        max={CANCEL_REASON_MAX_LENGTH}
      />
    </BulkFormAction>
  );
}
