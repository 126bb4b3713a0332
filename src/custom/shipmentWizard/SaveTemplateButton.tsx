import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useState } from 'react';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { TemplateNameDialog } from './TemplateNameDialog';
import { useSubmit } from '../../components/useSubmit';
import { shipmentTemplateSchema } from '#domain/schemas/shipmentExtras';
import { useWizardForm } from './fields';
import { templateKeys } from './TemplatePicker';

/** Saves what the wizard holds (without its loading time) as a named template of the company. */
export function SaveTemplateButton() {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { getValues } = useWizardForm();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const { busy, error, run } = useSubmit();

  const save = () =>
    run(async () => {
      const { projectId, loadingTime: _time, hasContainer, groupId: _group, ...values } = getValues();
      const kept = { ...values, shipmentContainerDto: hasContainer ? values.shipmentContainerDto : undefined };
      // abortEarly: a refusal holds one error, which is then its message.
      const body = await shipmentTemplateSchema.validate(
        { name, companyId: projectId, values: kept },
        { stripUnknown: true, abortEarly: true },
      );
      await dataProvider.createShipmentTemplate(body);
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      notify('app.wizard.templates.saved', { type: 'success', messageArgs: { name: body.name } });
      setOpen(false);
    });

  return (
    <>
      <Button type="button" variant="text" onClick={() => setOpen(true)}>
        {translate('app.wizard.templates.saveAs')}
      </Button>
      <TemplateNameDialog
        open={open}
        title="app.wizard.templates.saveAs"
        submitLabel="app.wizard.templates.save"
        name={name}
        onNameChange={setName}
        busy={busy}
        error={error}
        onClose={() => setOpen(false)}
        onSubmit={save}
      />
    </>
  );
}
