import { LoadError } from '../../components/LoadError';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Grid, Link, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Fact } from '../../components/Fact';
import { PaletteChip } from '../../components/PaletteChip';
import { documentTypeName } from '#domain/documentTypes';
import { formatDateTime } from '#domain/format';
import { CASE_STATUS, VERIFICATION_DATA_FIELDS, approvalBlockers } from '#domain/verification';
import { MESSAGES } from '#domain/messages';
import type { VerificationDocument } from '../../providers/configCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useConfirm } from '../../components/confirm';
import { DocumentReviewCard } from './DocumentReviewCard';
import { RejectReasonDialog } from '../../components/RejectReasonDialog';
import { waitingText } from './waiting';
import { REVIEW_COLOURS } from '../../components/documents/reviewColours';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { useTranslateText } from '../../i18n/useTranslateText';

const cancelled = () => undefined;

/** One partner's case: their data, each document to approve or reject, and the case's decision. */
export function VerificationCasePage() {
  const { id = '' } = useParams();
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const notify = useNotify();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const label = useEnumLabel();
  const text = (key: string, options?: object) => translate(`app.verification.case.${key}`, options);
  const documentName = (id: number) => documentTypeName(id) ?? translate('app.verification.documentNumber', { id });
  const [rejecting, setRejecting] = useState<VerificationDocument | 'case' | null>(null);
  const [caseError, setCaseError] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ['verification', 'case', id],
    queryFn: () => dataProvider.getVerificationCase(id),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['verification'] });

  if (found.isPending) return <CircularProgress sx={{ m: 3 }} aria-label={text('loading')} />;
  if (found.error) return <LoadError error={found.error} onRetry={() => void found.refetch()} sx={{ mt: 2 }} />;
  const record = found.data;
  const partner = record.partnerName ?? translate('app.verification.partnerNumber', { id: record.partnerId });
  const pending = record.status === CASE_STATUS.PENDING;
  const missing = record.missingDocumentTypeIds ?? [];
  // The API refuses an approval while a required document is missing or not approved: it is not offered then.
  const blockers = approvalBlockers(
    record.requiredDocumentTypeIds ?? [],
    (record.documents ?? []).map((d) => ({ documentTypeId: d.documentTypeId, reviewStatus: d.review?.status ?? null })),
  );
  const approvable = !blockers.missing.length && !blockers.unapproved.length;
  const names = (ids: readonly number[]) => ids.map((id) => documentTypeName(id) ?? String(id)).join(', ');
  const blockedText = translate('app.verification.case.blocked', {
    reason: translateText(MESSAGES.partnerDocumentsNotApproved),
    details: [
      ...(blockers.missing.length ? [text('blockedMissing', { names: names(blockers.missing) })] : []),
      ...(blockers.unapproved.length ? [text('blockedUnapproved', { names: names(blockers.unapproved) })] : []),
    ].join('; '),
  });

  const approveDocument = (doc: VerificationDocument) =>
    dataProvider.decideVerificationDocument(doc.id, { status: CASE_STATUS.APPROVED }).then(
      () => {
        notify('app.verification.case.approved', {
          type: 'success',
          messageArgs: { name: doc.documentTypeName ?? text('document') },
        });
        return reload();
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  const approveCase = () =>
    confirm({
      title: text('approveTitle', { name: partner }),
      description: text('approveText'),
      confirmationText: text('approveCase'),
    }).then(async () => {
      setCaseError(null);
      try {
        await dataProvider.decideVerificationCase(record.id, { status: CASE_STATUS.APPROVED });
        notify('app.verification.case.approved', { type: 'success', messageArgs: { name: partner } });
        await reload();
      } catch (error) {
        setCaseError((error as Error).message);
      }
    }, cancelled);
  const rejectCase = async (reason: string) => {
    await confirm({
      title: text('rejectTitle', { name: partner }),
      description: text('reason', { reason }),
      confirmationText: text('rejectCase'),
    });
    await dataProvider.decideVerificationCase(record.id, { status: CASE_STATUS.REJECTED, reason });
    notify('app.verification.case.rejected', { type: 'success', messageArgs: { name: partner } });
    await reload();
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={text('title', { name: partner })} />
      <Link component={RouterLink} to="/verification">
        {text('backToQueue')}
      </Link>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1">
              {partner}
            </Typography>
            <PaletteChip label={label('caseStatus', record.status)} colour={REVIEW_COLOURS[record.status]} />
          </Stack>
          <Grid container spacing={2}>
            <Fact label="app.verification.queue.columns.phone" value={record.partnerPhone} />
            <Fact label="app.verification.queue.columns.submitted" value={formatDateTime(record.submittedAt)} />
            <Fact
              label="app.verification.queue.columns.waiting"
              value={pending ? waitingText(record.waitingHours, translate) : formatDateTime(record.decidedAt)}
            />
            {VERIFICATION_DATA_FIELDS.map((field) => (
              <Fact key={field} label={`app.verification.case.data.${field}`} value={record.data?.[field]} />
            ))}
          </Grid>
          {record.reason && <Typography>{text('reason', { reason: record.reason })}</Typography>}
          {missing.length > 0 && (
            <Alert severity="warning">
              {text('missingDocumentsIntro')}
              <ul aria-label={text('missingDocuments')}>
                {missing.map((typeId) => (
                  <li key={typeId}>{documentName(typeId)}</li>
                ))}
              </ul>
            </Alert>
          )}
          {caseError && <Alert severity="error">{translateText(caseError)}</Alert>}
          {pending && !approvable && (
            <Typography id="approval-blocked" variant="body2" color="text.secondary">
              {blockedText}
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
                {text('approveCase')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setRejecting('case')}>
                {text('rejectCase')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2">
        {text('documents')}
      </Typography>
      {record.documents.length === 0 && <Typography>{text('noDocuments')}</Typography>}
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
          title={text('rejectTitle', {
            name: rejecting === 'case' ? partner : (rejecting.documentTypeName ?? text('documentLower')),
          })}
          description={text(rejecting === 'case' ? 'rejectCaseText' : 'rejectDocumentText')}
          confirmText={text(rejecting === 'case' ? 'rejectCase' : 'rejectDocument')}
          onClose={() => setRejecting(null)}
          onReject={(reason) =>
            rejecting === 'case'
              ? rejectCase(reason)
              : dataProvider
                  .decideVerificationDocument(rejecting.id, { status: CASE_STATUS.REJECTED, reason })
                  .then(() => {
                    notify('app.verification.case.rejected', {
                      type: 'success',
                      messageArgs: { name: rejecting.documentTypeName ?? text('document') },
                    });
                    return reload();
                  })
          }
        />
      )}
    </Box>
  );
}
