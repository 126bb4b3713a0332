import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';

/** A template's name asked for (to save one, or to rename one): one field, the call's refusal below it. */
export function TemplateNameDialog({
  title,
  submitLabel,
  name,
  onNameChange,
  busy,
  error,
  open,
  onClose,
  onSubmit,
}: {
  title: string;
  submitLabel: string;
  name: string;
  onNameChange: (name: string) => void;
  busy: boolean;
  error?: string | null;
  open?: boolean;
  onClose: () => void;
  onSubmit: () => unknown;
}) {
  const translate = useTranslate();
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField
        label={translate('app.wizard.templates.name')}
        value={name}
        onChange={(e) => onNameChange(e.target.value)}
        autoFocus
        fullWidth
        required
      />
    </FormDialog>
  );
}
