import { formatBytes } from '#domain/format';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useId, useState } from 'react';
import { Alert, Box, Button, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate } from 'react-admin';
import { DEFAULT_BOOKING_DOCUMENT_IDS, documentTypeName } from '#domain/documentTypes';
import { CONFIG_NAME } from '#domain/clientConfig';
import { offeredDocumentTypes } from '#domain/configEntries';
import { useConfigEntry } from '../../providers/useConfigEntry';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MEDIA_TYPES } from '#domain/limits';
import { MESSAGES } from '#domain/messages';
import type { DocumentOwnerKind } from '../../providers/documentCalls';
import { useTranslateText } from '../../i18n/useTranslateText';
import { useIsStaff } from '../../providers/useIsStaff';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { CHARGE_AMOUNT, isChargeType } from '#domain/money';
import { chargeAmountSchema } from '#domain/schemas/billing';

export interface DocumentTypeChoiceProps {
  /** The document types that may be chosen, in this order (default: the booking-selectable ones DOCUMENT_TYPES offers, SPEC §3). */
  typeIds?: readonly number[];
  /** The types marked "(required)" (default: the booking defaults, builty, POD and weighbridge slip). */
  requiredTypeIds?: readonly number[];
}

const typesOf = (typeIds: readonly number[], unnamed: (id: number) => string) =>
  typeIds.map((id) => ({ id, name: documentTypeName(id) ?? unnamed(id) }));

/** Pick a type and a file, upload with a progress bar; the API checks the file by its content too. */
export function DocumentUploadForm({
  kind,
  ownerId,
  onUploaded,
  typeIds,
  requiredTypeIds = DEFAULT_BOOKING_DOCUMENT_IDS,
}: { kind: DocumentOwnerKind; ownerId: number; onUploaded: () => void } & DocumentTypeChoiceProps) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const inputId = useId();
  const documentTypesEntry = useConfigEntry(CONFIG_NAME.DOCUMENT_TYPES).entry;
  const types = typeIds
    ? typesOf(typeIds, (id) => translate('app.components.documents.unnamedType', { id }))
    : offeredDocumentTypes(documentTypesEntry);
  const isRequired = (id: number) => requiredTypeIds.includes(id);
  const [picked, setTypeId] = useState<number | ''>('');
  // The first type until one is picked; a pick the configuration no longer offers falls back to it too.
  const typeId: number | '' =
    picked !== '' && types.some((type) => type.id === picked) ? picked : (types.at(0)?.id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const isStaff = useIsStaff();
  const { currency } = useClientConfig();
  // Staff give a booking's charge document its amount (Rs); invoices bill it when the company bills that charge.
  const takesAmount = kind === 'booking' && isStaff && typeId !== '' && isChargeType(typeId);
  const [amount, setAmount] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async () => {
    if (!file || typeId === '') return setError(MESSAGES.fileRequired);
    if (file.size > DOCUMENT_MAX_BYTES) return setError(MESSAGES.fileTooLarge);
    setError(null);
    let charge: number | undefined;
    try {
      if (takesAmount) charge = (await chargeAmountSchema.validate({ documentTypeId: typeId, amount })).amount;
    } catch (invalid) {
      return setError((invalid as Error).message);
    }
    setProgress(0);
    try {
      await dataProvider.uploadDocument(kind, ownerId, typeId, file, setProgress, charge);
      notify('app.components.documents.uploaded', { type: 'success' });
      setFile(null);
      setAmount('');
      onUploaded();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => (e.preventDefault(), void upload())}
      sx={{ display: 'grid', gap: 1.5, mb: 2 }}
      aria-label={translate('app.components.documents.uploadForm')}
    >
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate('app.components.documents.type')}
          value={typeId}
          onChange={(e) => setTypeId(Number(e.target.value))}
          sx={{ minWidth: 260 }}
        >
          {types.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {isRequired(type.id) ? translate('app.components.documents.required', { name: type.name }) : type.name}
            </MenuItem>
          ))}
        </TextField>
        {takesAmount && (
          <TextField
            size="small"
            type="number"
            label={translate('app.components.documents.chargeAmount', { currency })}
            helperText={translate('app.components.documents.chargeAmountHelp')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { min: CHARGE_AMOUNT.min, max: CHARGE_AMOUNT.max, step: 1 } }}
            sx={{ width: 200 }}
          />
        )}
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
          {translate('app.components.documents.chooseFile')}
          <input
            id={inputId}
            type="file"
            hidden
            accept={DOCUMENT_MEDIA_TYPES.join(',')}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(null);
              e.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {file ? `${file.name} (${formatBytes(file.size)})` : translate('app.components.documents.fileKinds')}
        </Typography>
        <Button type="submit" variant="contained" disabled={!file || progress !== null}>
          {translate('app.components.documents.upload')}
        </Button>
      </Box>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={translate('app.components.documents.progress')}
        />
      )}
      {error && <Alert severity="error">{translateText(error)}</Alert>}
    </Box>
  );
}
