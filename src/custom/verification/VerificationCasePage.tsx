import { LoadError } from '../../components/LoadError';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Grid, Link, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { Fact } from '../../components/Fact';
import { PaletteChip } from '../../components/PaletteChip';
import { documentTypeName } from '#domain/documentTypes';
import { formatDateTime } from '#domain/format';
import {
  CASE_STATUS,
  CASE_STATUS_LABELS,
  VERIFICATION_DATA_FIELDS,
  approvalBlockedText,
  approvalBlockers,
} from '#domain/verification';
import type { VerificationDocument } from '../../providers/configCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useConfirm } from '../../components/confirm';
import { DocumentReviewCard } from './DocumentReviewCard';
import { RejectReasonDialog } from '../../components/RejectReasonDialog';
import { REVIEW_COLOURS, waitingText } from './waiting';

const DATA_LABELS: Record<string, string> = {
  companyName: 'Company name',
  cnic: 'CNIC',
  address: 'Address',
  city: 'City',
};
const cancelled = () => undefined;

/** One partner's case: their data, each document to approve or reject, and the case's decision. */
export function VerificationCasePage() {
  const { id = '' } = useParams();
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const notify = useNotify();
  const [rejecting, setRejecting] = useState<VerificationDocument | 'case' | null>(null);
  const [caseError, setCaseError] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ['verification', 'case', id],
    queryFn: () => dataProvider.getVerificationCase(id),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['verification'] });

  if (found.isPending) return <CircularProgress sx={{ m: 3 }} aria-label="Loading case" />;
  if (found.error) return <LoadError error={found.error} onRetry={() => void found.refetch()} sx={{ mt: 2 }} />;
  const record = found.data;
  const partner = record.partnerName ?? `Partner #${record.partnerId}`;
  const pending = record.status === CASE_STATUS.PENDING;
  const missing = record.missingDocumentTypeIds ?? [];
  // The API refuses an approval while a required document is missing or not approved: it is not offered then.
  const blockers = approvalBlockers(
    record.requiredDocumentTypeIds ?? [],
    (record.documents ?? []).map((d) => ({ documentTypeId: d.documentTypeId, reviewStatus: d.review?.status ?? null })),
  );
  const approvable = !blockers.missing.length && !blockers.unapproved.length;

  const approveDocument = (doc: VerificationDocument) =>
    dataProvider.decideVerificationDocument(doc.id, { status: CASE_STATUS.APPROVED }).then(
      () => {
        notify(`${doc.documentTypeName ?? 'Document'} approved`, { type: 'success' });
        return reload();
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  const approveCase = () =>
    confirm({
      title: `Approve ${partner}?`,
      description: 'The partner is verified and can take bookings.',
      confirmationText: 'Approve case',
    }).then(async () => {
      setCaseError(null);
      try {
        await dataProvider.decideVerificationCase(record.id, { status: CASE_STATUS.APPROVED });
        notify(`${partner} approved`, { type: 'success' });
        await reload();
      } catch (error) {
        setCaseError((error as Error).message);
      }
    }, cancelled);
  const rejectCase = async (reason: string) => {
    await confirm({ title: `Reject ${partner}?`, description: `Reason: ${reason}`, confirmationText: 'Reject case' });
    await dataProvider.decideVerificationCase(record.id, { status: CASE_STATUS.REJECTED, reason });
    notify(`${partner} rejected`, { type: 'success' });
    await reload();
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={`Verification: ${partner}`} />
      <Link component={RouterLink} to="/verification">
        Back to the queue
      </Link>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1">
              {partner}
            </Typography>
            <PaletteChip
              label={CASE_STATUS_LABELS[record.status] ?? record.status}
              colour={REVIEW_COLOURS[record.status]}
            />
          </Stack>
          <Grid container spacing={2}>
            <Fact label="Phone" value={record.partnerPhone} />
            <Fact label="Submitted" value={formatDateTime(record.submittedAt)} />
            <Fact
              label="Waiting"
              value={pending ? waitingText(record.waitingHours) : formatDateTime(record.decidedAt)}
            />
            {VERIFICATION_DATA_FIELDS.map((field) => (
              <Fact key={field} label={DATA_LABELS[field] ?? field} value={record.data?.[field]} />
            ))}
          </Grid>
          {record.reason && <Typography>Reason: {record.reason}</Typography>}
          {missing.length > 0 && (
            <Alert severity="warning">
              Missing required documents:
              <ul aria-label="Missing required documents">
                {missing.map((typeId) => (
                  <li key={typeId}>{documentTypeName(typeId) ?? `Document ${typeId}`}</li>
                ))}
              </ul>
            </Alert>
          )}
          {caseError && <Alert severity="error">{caseError}</Alert>}
          {pending && !approvable && (
            <Typography id="approval-blocked" variant="body2" color="text.secondary">
              {approvalBlockedText(blockers)}
            </Typography>
          )}
          {pending && (
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                color="success"
                onClick={() => void approveCase()}
                disabled={!approvable}
                aria-describedby={approvable ? undefined : 'approval-blocked'}
              >
                Approve case
              </Button>
              <Button variant="outlined" color="error" onClick={() => setRejecting('case')}>
                Reject case
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2">
        Documents
      </Typography>
      {record.documents.length === 0 && <Typography>No documents uploaded yet.</Typography>}
      {record.documents.map((doc) => (
        <DocumentReviewCard
          key={doc.id}
          document={doc}
          canDecide={pending}
          onApprove={(d) => void approveDocument(d)}
          onReject={setRejecting}
        />
      ))}
      {rejecting && (
        <RejectReasonDialog
          title={rejecting === 'case' ? `Reject ${partner}?` : `Reject ${rejecting.documentTypeName ?? 'document'}?`}
          description={
            rejecting === 'case'
              ? 'The partner is told why and can submit again.'
              : 'The partner is told why and can upload it again.'
          }
          confirmText={rejecting === 'case' ? 'Reject case' : 'Reject document'}
          onClose={() => setRejecting(null)}
          onReject={(reason) =>
            rejecting === 'case'
              ? rejectCase(reason)
              : dataProvider
                  .decideVerificationDocument(rejecting.id, { status: CASE_STATUS.REJECTED, reason })
                  .then(() => {
                    notify(`${rejecting.documentTypeName ?? 'Document'} rejected`, { type: 'success' });
                    return reload();
                  })
          }
        />
      )}
    </Box>
  );
}
