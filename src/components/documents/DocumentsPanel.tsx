import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { Box, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatBytes, formatDateTime, formatMoney } from '#domain/format';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import type { DocumentOwnerKind, DocumentRecord } from '../../providers/documentCalls';
import { useConfirm } from '../confirm';
import { DataTable } from '../DataTable';
import { saveFile } from '../saveFile';
import { DocumentUploadForm, type DocumentTypeChoiceProps } from './DocumentUploadForm';
import { DocumentReview } from './DocumentReview';

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
  const translate = useTranslate();
  const { currency } = useClientConfig();
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
      title: translate('app.components.documents.deleteTitle', { name: doc.fileName }),
      description: translate('app.components.documents.deleteEffect', { type: doc.documentTypeName }),
      confirmationText: 'ra.action.delete',
    }).then(
      async () => {
        try {
          await dataProvider.deleteDocument(kind, doc.id);
          notify('app.components.documents.deleted', { type: 'success' });
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
        caption="app.components.documents.caption"
        {...query}
        rows={query.data}
        rowKey={(d) => d.id}
        empty="app.components.documents.empty"
        columns={[
          {
            label: 'app.components.documents.typeColumn',
            render: (d) =>
              typeof d.chargeAmount === 'number'
                ? `${d.documentTypeName} · ${formatMoney(d.chargeAmount, currency)}`
                : d.documentTypeName,
          },
          { label: 'app.components.documents.file', render: (d) => `${d.fileName} (${formatBytes(d.sizeBytes)})` },
          {
            label: 'app.components.documents.uploadedColumn',
            render: (d) =>
              d.uploadedByName
                ? translate('app.components.documents.uploadedBy', {
                    date: formatDateTime(d.createdAt),
                    name: d.uploadedByName,
                  })
                : formatDateTime(d.createdAt),
          },
          ...(kind === 'booking'
            ? [
                {
                  label: 'app.components.documents.review.column',
                  render: (d: DocumentRecord) => (
                    <DocumentReview document={d} onReviewed={() => void query.refetch()} />
                  ),
                },
              ]
            : []),
          {
            label: 'app.components.documents.actions',
            render: (d) => (
              <Box sx={{ display: 'flex' }}>
                <Tooltip title={translate('app.components.documents.preview')}>
                  <IconButton
                    aria-label={translate('app.components.documents.previewFile', { name: d.fileName })}
                    onClick={() => void fetchFile(d, true)}
                  >
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={translate('app.components.documents.download')}>
                  <IconButton
                    aria-label={translate('app.components.documents.downloadFile', { name: d.fileName })}
                    onClick={() => void fetchFile(d, false)}
                  >
                    <DownloadIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={translate('ra.action.delete')}>
                  <IconButton
                    aria-label={translate('app.components.documents.deleteFile', { name: d.fileName })}
                    onClick={() => void remove(d)}
                  >
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
