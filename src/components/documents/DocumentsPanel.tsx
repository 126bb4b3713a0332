import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { Box, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatBytes, formatDateTime } from '#domain/format';
import type { DocumentOwnerKind, DocumentRecord } from '../../providers/documentCalls';
import { useConfirm } from '../confirm';
import { DataTable } from '../DataTable';
import { saveFile } from '../saveFile';
import { DocumentUploadForm, type DocumentTypeChoiceProps } from './DocumentUploadForm';

/**
 * The documents of a shipment, booking, driver, vehicle, user or invoice: upload with progress, preview,
 * download, delete behind a confirmation. `typeIds` limits the types offered, `requiredTypeIds` marks some
 * required, and `onChanged` hears of every upload and deletion (say, to reload the owner's record).
 */
export function DocumentsPanel({
  kind,
  ownerId,
  typeIds,
  requiredTypeIds,
  onChanged,
}: { kind: DocumentOwnerKind; ownerId: number; onChanged?: () => void } & DocumentTypeChoiceProps) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const confirm = useConfirm();
  const query = useQuery({
    queryKey: ['documents', kind, ownerId],
    queryFn: () => dataProvider.getDocuments(kind, ownerId),
  });

  const fetchFile = async (doc: DocumentRecord, open: boolean) => {
    try {
      saveFile(await dataProvider.downloadDocument(kind, doc.id, open), doc.fileName, open);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const remove = (doc: DocumentRecord) =>
    confirm({
      title: `Delete ${doc.fileName}?`,
      description: `The ${doc.documentTypeName} is removed for everyone.`,
      confirmationText: 'Delete',
    }).then(
      async () => {
        try {
          await dataProvider.deleteDocument(kind, doc.id);
          notify('Document deleted', { type: 'success' });
          void query.refetch();
          onChanged?.();
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        }
      },
      () => undefined,
    );

  return (
    <>
      <DocumentUploadForm
        kind={kind}
        ownerId={ownerId}
        typeIds={typeIds}
        requiredTypeIds={requiredTypeIds}
        onUploaded={() => {
          void query.refetch();
          onChanged?.();
        }}
      />
      <DataTable<DocumentRecord>
        caption="Documents"
        {...query}
        rows={query.data}
        rowKey={(d) => d.id}
        empty="No documents yet."
        columns={[
          { label: 'Type', render: (d) => d.documentTypeName },
          { label: 'File', render: (d) => `${d.fileName} (${formatBytes(d.sizeBytes)})` },
          {
            label: 'Uploaded',
            render: (d) => `${formatDateTime(d.createdAt)}${d.uploadedByName ? ` by ${d.uploadedByName}` : ''}`,
          },
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
