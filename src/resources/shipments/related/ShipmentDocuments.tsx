import { Box, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useDataProvider, useNotify } from 'react-admin';
import { formatDateTime } from '../../../domain/format';
import type { FreightDataProvider } from '../../../providers/dataProvider';
import type { ShipmentDocument } from '../../../providers/shipmentRelatedCalls';
import { useConfirm } from '../../../custom/confirm';
import { DataTable } from '../../../components/DataTable';
import { saveFile } from '../../../components/saveFile';
import { DocumentUploadForm } from './DocumentUploadForm';
import { useShipmentData } from './useShipmentData';

/** The shipment's documents: upload with progress, preview, download, delete behind a confirmation. */
export function ShipmentDocuments({ shipmentId }: { shipmentId: number }) {
  const dataProvider = useDataProvider<FreightDataProvider>();
  const notify = useNotify();
  const confirm = useConfirm();
  const query = useShipmentData('documents', shipmentId, (dp, id) => dp.getShipmentDocuments(id));

  const fetchFile = async (doc: ShipmentDocument, open: boolean) => {
    try {
      saveFile(await dataProvider.downloadShipmentDocument(doc.id, open), doc.fileName, open);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const remove = (doc: ShipmentDocument) =>
    confirm({ title: `Delete ${doc.fileName}?`, description: `The ${doc.documentTypeName} is removed from this shipment for everyone.`, confirmationText: 'Delete' }).then(
      async () => {
        try {
          await dataProvider.deleteShipmentDocument(doc.id);
          notify('Document deleted', { type: 'success' });
          void query.refetch();
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        }
      },
      () => undefined,
    );

  return (
    <>
      <DocumentUploadForm shipmentId={shipmentId} onUploaded={() => void query.refetch()} />
      <DataTable<ShipmentDocument>
        caption="Documents"
        {...query}
        rows={query.data}
        rowKey={(d) => d.id}
        empty="No documents yet."
        columns={[
          { label: 'Type', render: (d) => d.documentTypeName },
          { label: 'File', render: (d) => `${d.fileName} (${Math.ceil(d.sizeBytes / 1024)} KB)` },
          { label: 'Uploaded', render: (d) => `${formatDateTime(d.createdAt)}${d.uploadedByName ? ` by ${d.uploadedByName}` : ''}` },
          {
            label: 'Actions',
            render: (d) => (
              <Box sx={{ display: 'flex' }}>
                <Tooltip title="Preview">
                  <IconButton aria-label={`Preview ${d.fileName}`} onClick={() => void fetchFile(d, true)}>
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Download">
                  <IconButton aria-label={`Download ${d.fileName}`} onClick={() => void fetchFile(d, false)}>
                    <DownloadIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton aria-label={`Delete ${d.fileName}`} onClick={() => void remove(d)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            ),
          },
        ]}
      />
    </>
  );
}
