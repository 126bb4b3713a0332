import { PartLoadError } from '../../../components/LoadError';
import { LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useShipmentData } from './useShipmentData';

/** The shipment's verification status and which of the default documents are on file. */
export function ShipmentVerification({ shipmentId }: { shipmentId: number }) {
  const { data, isPending, error } = useShipmentData('verification', shipmentId, (dp, id) =>
    dp.getShipmentVerificationStatus(id),
  );
  if (isPending) return <LinearProgress aria-label="Loading verification status" />;
  if (error) return <PartLoadError error={error} />;
  return (
    <>
      <Typography>
        Verification status: <strong>{data.label}</strong> · {data.documentsOnFile} document type(s) on file
      </Typography>
      <List dense aria-label="Required documents">
        {data.requiredDocuments.map((doc) => (
          <ListItem key={doc.documentTypeId} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {doc.uploaded ? (
                <CheckCircleIcon color="success" fontSize="small" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText primary={doc.name} secondary={doc.uploaded ? 'On file' : 'Missing'} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
