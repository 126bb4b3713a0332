import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { useNotify, useTranslate } from 'react-admin';
import { CASE_STATUS } from '#domain/verification';
import type { DocumentRecord } from '../../providers/documentCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useIsStaff } from '../../providers/useIsStaff';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { useTranslateText } from '../../i18n/useTranslateText';
import { PaletteChip } from '../PaletteChip';
import { RejectReasonDialog } from '../RejectReasonDialog';
import { REVIEW_COLOURS } from './reviewColours';

/**
 * A booking document's review: its status for everyone (a rejection with its reason), and for staff
 * Approve and Reject (with a reason). With TRIP_AND_DOCUMENT_VERIFICATIONS on, a trip moves on only
 * once the documents its next step needs are approved.
 */
export function DocumentReview({ document: doc, onReviewed }: { document: DocumentRecord; onReviewed: () => void }) {
  const dataProvider = useFreightDataProvider();
  const isStaff = useIsStaff();
  const notify = useNotify();
  const translate = useTranslate();
  const label = useEnumLabel();
  const translateText = useTranslateText();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const status = doc.reviewStatus ?? CASE_STATUS.PENDING;
  const texts = 'app.components.documents.review';
  const approve = () => {
    setApproving(true);
    return dataProvider
      .reviewBookingDocument(doc.id, { status: CASE_STATUS.APPROVED })
      .then(
        () => {
          notify(`${texts}.approved`, { type: 'success', messageArgs: { name: doc.fileName } });
          onReviewed();
        },
        (error: Error) => notify(translateText(error.message) ?? error.message, { type: 'error' }),
      )
      .finally(() => setApproving(false));
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <PaletteChip label={label('caseStatus', status)} colour={REVIEW_COLOURS[status] ?? 'grey'} />
      {doc.reviewReason && (
        <Typography variant="body2" color="text.secondary">
          {doc.reviewReason}
        </Typography>
      )}
      {isStaff && status !== CASE_STATUS.APPROVED && (
        <Button
          size="small"
          color="success"
          startIcon={<CheckIcon />}
          aria-label={translate(`${texts}.approveFile`, { name: doc.fileName })}
          disabled={approving}
          onClick={() => void approve()}
        >
          {translate(`${texts}.approve`)}
        </Button>
      )}
      {isStaff && status !== CASE_STATUS.REJECTED && (
        <Button
          size="small"
          color="error"
          startIcon={<BlockIcon />}
          aria-label={translate(`${texts}.rejectFile`, { name: doc.fileName })}
          onClick={() => setRejecting(true)}
        >
          {translate(`${texts}.reject`)}
        </Button>
      )}
      {rejecting && (
        <RejectReasonDialog
          title={translate(`${texts}.rejectTitle`, { name: doc.fileName })}
          description={`${texts}.rejectEffect`}
          onClose={() => setRejecting(false)}
          onReject={(reason) =>
            dataProvider.reviewBookingDocument(doc.id, { status: CASE_STATUS.REJECTED, reason }).then(() => {
              notify(`${texts}.rejected`, { type: 'success', messageArgs: { name: doc.fileName } });
              onReviewed();
            })
          }
        />
      )}
    </Box>
  );
}
