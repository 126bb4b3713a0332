import { useCallback, useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, CircularProgress, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatBytes, formatDateTime } from '#domain/format';
import { CASE_STATUS, type CaseStatus } from '#domain/verification';
import { documentTypeName } from '#domain/documentTypes';
import { PaletteChip } from '../../components/PaletteChip';
import { saveFile } from '../../components/saveFile';
import type { VerificationDocument } from '../../providers/configCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { REVIEW_COLOURS } from '../../components/documents/reviewColours';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { useTranslateText } from '../../i18n/useTranslateText';

/** The file inline: an image as <img>, a PDF in a titled frame; anything else is opened from the button. */
function Preview({ document: doc, label }: { document: VerificationDocument; label: string }) {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const previewable = doc.contentType.startsWith('image/') || doc.contentType === 'application/pdf';
  const file = useQuery({
    queryKey: ['verification', 'file', doc.id],
    queryFn: () => dataProvider.downloadDocument('user', doc.id, true),
    enabled: previewable,
    staleTime: Infinity,
  });
  // The blob's URL lives as long as the element showing it (a ref cleanup, React 19): no state, no leak.
  const showBlob = useCallback(
    (element: HTMLImageElement | HTMLIFrameElement | null) => {
      if (!element || !file.data || typeof URL.createObjectURL !== 'function') return undefined;
      const url = URL.createObjectURL(file.data.blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file.data],
  );
  if (!previewable) return null;
  if (file.isPending)
    return <CircularProgress size={24} aria-label={translate('app.verification.document.loading', { name: label })} />;
  if (file.error) return <Alert severity="warning">{translateText(file.error.message)}</Alert>;
  return doc.contentType === 'application/pdf' ? (
    <Box
      component="iframe"
      ref={showBlob}
      title={`${label}: ${doc.fileName}`}
      sx={{ width: '100%', height: 320, border: 0 }}
    />
  ) : (
    <Box
      component="img"
      ref={showBlob}
      alt={`${label}: ${doc.fileName}`}
      sx={{ maxWidth: '100%', maxHeight: 320, display: 'block' }}
    />
  );
}

interface Props {
  document: VerificationDocument;
  /** Staff decide; a decided case's documents are shown read-only. */
  canDecide: boolean;
  onApprove: (doc: VerificationDocument) => void;
  onReject: (doc: VerificationDocument) => void;
}

/** One partner document with its preview, review chip and Approve / Reject buttons. */
export function DocumentReviewCard({ document: doc, canDecide, onApprove, onReject }: Props) {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const enumLabel = useEnumLabel();
  const text = (key: string, options?: object) => translate(`app.verification.document.${key}`, options);
  const label =
    doc.documentTypeName ??
    documentTypeName(doc.documentTypeId) ??
    translate('app.verification.documentNumber', { id: doc.documentTypeId });
  const status = (doc.review?.status ?? CASE_STATUS.PENDING) as CaseStatus;
  const [opening, setOpening] = useState<string | null>(null);
  const open = () =>
    dataProvider.downloadDocument('user', doc.id, true).then(
      (file) => saveFile(file, doc.fileName, true),
      (error: Error) => setOpening(error.message),
    );
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3">
            {label}
          </Typography>
          <PaletteChip label={enumLabel('caseStatus', status)} colour={REVIEW_COLOURS[status] ?? 'grey'} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {doc.fileName} · {formatBytes(doc.sizeBytes)} · {text('uploaded', { date: formatDateTime(doc.createdAt) })}
        </Typography>
        {doc.review?.reason && <Typography variant="body2">{text('reason', { reason: doc.review.reason })}</Typography>}
        {doc.review?.reviewedByName && (
          <Typography variant="body2" color="text.secondary">
            {text('reviewedBy', { name: doc.review.reviewedByName, date: formatDateTime(doc.review.reviewedAt) })}
          </Typography>
        )}
        <Preview document={doc} label={label} />
        {opening && <Alert severity="error">{translateText(opening)}</Alert>}
      </CardContent>
      <CardActions>
        <Button
          size="small"
          startIcon={<OpenInNewIcon />}
          onClick={() => void open()}
          aria-label={text('openLabel', { name: label })}
        >
          {text('open')}
        </Button>
        {canDecide && status !== CASE_STATUS.APPROVED && (
          <Button
            size="small"
            color="success"
            variant="outlined"
            startIcon={<CheckIcon />}
            onClick={() => onApprove(doc)}
            aria-label={text('approveLabel', { name: label })}
          >
            {text('approve')}
          </Button>
        )}
        {canDecide && status !== CASE_STATUS.REJECTED && (
          <Button
            size="small"
            color="error"
            variant="outlined"
            startIcon={<BlockIcon />}
            onClick={() => onReject(doc)}
            aria-label={text('rejectLabel', { name: label })}
          >
            {text('reject')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
