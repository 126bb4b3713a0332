import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useRefresh, useTranslate, Button as ToolbarButton } from 'react-admin';
import { CONTRACT_CSV_MAX_BYTES } from '#domain/limits';
import { MESSAGES } from '#domain/messages';
import { CONTRACT_CSV_COLUMNS } from '#domain/schemas/shipmentExtras';
import type { ContractUploadResult } from '../../providers/shipmentRelatedCalls';
import { saveFile } from '../../components/saveFile';
import { useTranslateText } from '../../i18n/useTranslateText';

/** SPEC §7 contract-amount upload: a CSV in, each row applied or rejected, the result CSV downloaded. */
export function ContractAmountUpload() {
  const dataProvider = useFreightDataProvider();
  const refresh = useRefresh();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ContractUploadResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > CONTRACT_CSV_MAX_BYTES) return setError(MESSAGES.csvTooLarge);
    setError(null);
    setResult(null);
    setProgress(0);
    try {
      const answer = await dataProvider.uploadContractAmounts(file, setProgress);
      setResult(answer);
      saveFile(answer.file, 'contract-amounts-result.csv');
      refresh();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };
  const close = () => {
    setOpen(false);
    setResult(null);
    setError(null);
  };

  return (
    <>
      {/* react-admin's button: on a phone, the icon alone (named, with a tooltip), so the toolbar fits. */}
      <ToolbarButton label="app.shipments.contractUpload.title" onClick={() => setOpen(true)}>
        <UploadIcon />
      </ToolbarButton>
      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="contract-upload-title">
        <DialogTitle id="contract-upload-title">{translate('app.shipments.contractUpload.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('app.shipments.contractUpload.columnsBefore')} <code>{CONTRACT_CSV_COLUMNS.join(', ')}</code>
            {translate('app.shipments.contractUpload.columnsAfter')}
          </DialogContentText>
          <Button component="label" htmlFor={inputId} variant="outlined" sx={{ mt: 2 }} disabled={progress !== null}>
            {translate('app.shipments.contractUpload.choose')}
            <input
              id={inputId}
              type="file"
              hidden
              accept=".csv,text/csv"
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Button>
          {progress !== null && (
            <LinearProgress
              sx={{ mt: 2 }}
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={translate('app.shipments.contractUpload.progress')}
            />
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateText(error)}
            </Alert>
          )}
          {result && (
            <Alert severity={result.rejected ? 'warning' : 'success'} sx={{ mt: 2 }}>
              <Typography variant="body2">
                {translate('app.shipments.contractUpload.result', {
                  smart_count: result.applied,
                  rejected: result.rejected,
                  file: result.file.fileName ?? 'contract-amounts-result.csv',
                })}
              </Typography>
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
