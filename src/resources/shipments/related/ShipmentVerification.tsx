import { PartLoadError } from '../../../components/LoadError';
import { LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import { useEnumLabel } from '../../../i18n/useEnumLabel';
import { useShipmentData } from './useShipmentData';

/** The shipment's verification status and which of the default documents are on file. */
export function ShipmentVerification({ shipmentId }: { shipmentId: number }) {
  const translate = useTranslate();
  const label = useEnumLabel();
  const { data, isPending, error } = useShipmentData('verification', shipmentId, (dp, id) =>
    dp.getShipmentVerificationStatus(id),
  );
  if (isPending) return <LinearProgress aria-label={translate('app.shipments.verification.loading')} />;
  if (error) return <PartLoadError error={error} />;
  return (
    <>
      <Typography>
        {translate('app.shipments.verification.status')}{' '}
        <strong>{label('shipmentVerificationStatus', data.verificationStatusTypeId)}</strong> ·{' '}
        {translate('app.shipments.verification.documentsOnFile', { smart_count: data.documentsOnFile })}
      </Typography>
      <List dense aria-label={translate('app.shipments.verification.requiredDocuments')}>
        {data.requiredDocuments.map((doc) => (
          <ListItem key={doc.documentTypeId} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {doc.uploaded ? (
                <CheckCircleIcon color="success" fontSize="small" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={doc.name}
              secondary={translate(`app.shipments.verification.${doc.uploaded ? 'onFile' : 'missing'}`)}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
