import { useId, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRefresh, useTranslate } from 'react-admin';
import { MESSAGES } from '#domain/messages';
import { SHIPMENT_IMPORT_MAX_BYTES } from '#domain/limits';
import type { ImportTemplateFormat } from '#domain/schemas/shipmentImport';
import type { ShipmentImportResult } from '#domain/records/shipmentImport';
import { FormDialog } from '../../../components/FormDialog';
import { useSubmit } from '../../../components/useSubmit';
import { saveFile } from '../../../components/saveFile';
import { useFreightDataProvider } from '../../../providers/useFreightDataProvider';
import { useIsStaff } from '../../../providers/useIsStaff';
import { ImportCompanyPicker } from './ImportCompanyPicker';
import { ImportRowsTable } from './ImportRowsTable';
import { downloadImportResult } from './importResult';

/**
 * Issue 42: shipments from a spreadsheet. The template to start from, a file, "Check" (a dry run that
 * shows each row valid or refused with its reason), then the import, and its result as a CSV.
 */
export function ShipmentImportDialog({ onClose }: { onClose: () => void }) {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const refresh = useRefresh();
  const isStaff = useIsStaff();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [companyId, setCompanyId] = useState<number | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ShipmentImportResult | null>(null);
  const { busy, error, setError, run } = useSubmit();
  const imported = result !== null && !result.dryRun;

  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setResult(null);
    setError(chosen && chosen.size > SHIPMENT_IMPORT_MAX_BYTES ? MESSAGES.importTooLarge : null);
  };
  const send = (dryRun: boolean) =>
    run(async () => {
      setProgress(0);
      try {
        setResult(await dataProvider.importShipments(file!, { dryRun, companyId, onProgress: setProgress }));
        if (!dryRun) refresh();
      } finally {
        setProgress(null);
      }
    });
  const template = (format: ImportTemplateFormat) =>
    run(async () =>
      saveFile(await dataProvider.getShipmentImportTemplate(format), `shipments-import-template.${format}`),
    );
  const submit = () => (imported ? downloadImportResult(result) : send(!result));

  return (
    <FormDialog
      title="app.shipmentImport.title"
      description="app.shipmentImport.description"
      maxWidth="lg"
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      lockWhileBusy
      dirty={file !== null && !imported}
      cancelLabel={imported ? 'ra.action.close' : undefined}
      submitLabel={
        imported
          ? 'app.shipmentImport.downloadResult'
          : result
            ? translate('app.shipmentImport.import', { smart_count: result.valid })
            : 'app.shipmentImport.check'
      }
      submitDisabled={
        !file || file.size > SHIPMENT_IMPORT_MAX_BYTES || (isStaff && !companyId) || (result?.dryRun && !result.valid)
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button key={format} startIcon={<DownloadIcon />} onClick={() => void template(format)} disabled={busy}>
            {translate(format === 'csv' ? 'app.shipmentImport.templateCsv' : 'app.shipmentImport.templateXlsx')}
          </Button>
        ))}
      </Box>
      {isStaff && (
        <ImportCompanyPicker
          value={companyId}
          onChange={(id) => {
            setCompanyId(id);
            setResult(null);
          }}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={busy}
        >
          {translate('app.shipmentImport.choose')}
        </Button>
        <input
          id={inputId}
          ref={input}
          type="file"
          hidden
          aria-label={translate('app.shipmentImport.choose')}
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Typography variant="body2" aria-live="polite">
          {file ? translate('app.shipmentImport.chosen', { name: file.name }) : translate('app.shipmentImport.noFile')}
        </Typography>
      </Box>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={translate('app.shipmentImport.progress')}
        />
      )}
      {result && (
        <>
          <Alert severity={result.refused ? 'warning' : 'success'} role="status">
            {translate(imported ? 'app.shipmentImport.done' : 'app.shipmentImport.checked', {
              valid: result.valid,
              refused: result.refused,
              created: result.created,
              alreadyImported: result.alreadyImported,
            })}
          </Alert>
          <ImportRowsTable rows={result.rows} />
        </>
      )}
    </FormDialog>
  );
}
