import { useState } from 'react';
import { Button, IconButton, List, ListItem, ListItemText, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import type { ShipmentTemplate } from '../../providers/shipmentRelatedCalls';
import { FormDialog } from '../../components/FormDialog';
import { useSubmit } from '../../components/useSubmit';
import { useConfirm } from '../../components/confirm';
import { useIsStaff } from '../../providers/useIsStaff';
import { templateKeys } from './TemplatePicker';
import { TemplateNameDialog } from './TemplateNameDialog';

/** One template's name, changed in place. */
function RenameTemplate({ template, onClose }: { template: ShipmentTemplate; onClose: () => void }) {
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [name, setName] = useState(template.name);
  const { busy, error, run } = useSubmit();
  const save = () =>
    run(async () => {
      await dataProvider.renameShipmentTemplate(template, name.trim());
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      notify('app.wizard.templates.renamed', { type: 'success', messageArgs: { name: name.trim() } });
      onClose();
    });
  return (
    <TemplateNameDialog
      title={translate('app.wizard.templates.renameTitle', { name: template.name })}
      submitLabel="app.wizard.templates.rename"
      name={name}
      onNameChange={setName}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={save}
    />
  );
}

/** The company's templates, each renamed or deleted (after a confirmation) from the wizard. */
export function ManageTemplatesButton() {
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const confirm = useConfirm();
  const translate = useTranslate();
  const isStaff = useIsStaff();
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState<ShipmentTemplate | null>(null);
  const { data: templates = [] } = useQuery({
    queryKey: templateKeys.all,
    queryFn: () => dataProvider.getShipmentTemplates(),
  });
  const remove = (template: ShipmentTemplate) =>
    confirm({
      title: translate('app.wizard.templates.deleteTitle', { name: template.name }),
      confirmationText: translate('ra.action.delete'),
    }).then(
      () =>
        dataProvider.deleteShipmentTemplate(template.id).then(
          async () => {
            await queryClient.invalidateQueries({ queryKey: templateKeys.all });
            notify('app.wizard.templates.deleted', { type: 'success', messageArgs: { name: template.name } });
          },
          (error: Error) => notify(error.message, { type: 'error' }),
        ),
      () => undefined,
    );
  if (!templates.length) return null;
  return (
    <>
      <Button type="button" variant="text" onClick={() => setOpen(true)}>
        {translate('app.wizard.templates.manage')}
      </Button>
      <FormDialog
        open={open}
        title="app.wizard.templates.manage"
        submitLabel="app.people.done"
        busy={false}
        onClose={() => setOpen(false)}
        onSubmit={() => setOpen(false)}
      >
        <List dense aria-label={translate('app.wizard.templates.manage')}>
          {templates.map((template) => (
            <ListItem
              key={template.id}
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    aria-label={translate('app.wizard.templates.renameTitle', { name: template.name })}
                    onClick={() => setRenaming(template)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={translate('app.wizard.templates.deleteTitle', { name: template.name })}
                    onClick={() => void remove(template)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemText primary={template.name} secondary={isStaff ? template.companyName : undefined} />
            </ListItem>
          ))}
        </List>
      </FormDialog>
      {renaming && <RenameTemplate template={renaming} onClose={() => setRenaming(null)} />}
    </>
  );
}
