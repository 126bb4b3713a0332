import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { ValidationError } from 'yup';
import { shipmentTemplateSchema } from '../../domain/schemas/shipmentExtras';
import { useWizardForm } from './fields';
import { templateKeys } from './TemplatePicker';

/** Saves what the wizard holds (without its loading time) as a named template of the company. */
export function SaveTemplateButton() {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { getValues } = useWizardForm();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setError(null);
    setSaving(true);
    try {
      const { projectId, loadingTime: _time, hasContainer, groupId: _group, ...values } = getValues();
      const kept = { ...values, shipmentContainerDto: hasContainer ? values.shipmentContainerDto : undefined };
      const body = await shipmentTemplateSchema.validate({ name, companyId: projectId, values: kept }, { stripUnknown: true, abortEarly: true });
      await dataProvider.createShipmentTemplate(body);
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      notify(`Template “${body.name}” saved`, { type: 'success' });
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof ValidationError ? failure.errors[0] : (failure as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button type="button" variant="text" onClick={() => setOpen(true)}>
        Save as template
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="save-template-title">
        <DialogTitle id="save-template-title">Save as template</DialogTitle>
        <DialogContent sx={{ pt: '8px !important', display: 'grid', gap: 2 }}>
          <TextField label="Template name" value={name} onChange={(e) => setName(e.target.value)} autoFocus fullWidth required />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            Save template
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
