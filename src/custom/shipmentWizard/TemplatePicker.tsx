import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { ShipmentTemplate } from '../../providers/shipmentRelatedCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { templateCityIds, wizardFromTemplate } from './templateValues';
import type { WizardValues } from './wizardDefaults';

export const templateKeys = { all: ['shipment-templates'] as const };

/** "Start from a template": fills the whole wizard from a saved form, except the loading time. */
export function TemplatePicker({ onApply }: { onApply: (form: WizardValues) => void }) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const isStaff = useIsStaff();
  const [picked, setPicked] = useState<number | ''>('');
  const {
    data: templates = [],
    isPending,
    isError,
  } = useQuery({ queryKey: templateKeys.all, queryFn: () => dataProvider.getShipmentTemplates() });

  const apply = async (template: ShipmentTemplate) => {
    try {
      const [cities, project] = await Promise.all([
        dataProvider.getCities(templateCityIds(template.values)),
        isStaff
          ? dataProvider
              .getOne<{ id: number; groupId: number | null }>('company-projects', { id: template.companyId })
              .then(({ data }) => data)
          : null,
      ]);
      onApply(wizardFromTemplate(template.values, cities, project));
      notify('app.wizard.templates.filled', { type: 'info', messageArgs: { name: template.name } });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Box>
      <TextField
        select
        size="small"
        fullWidth
        label={translate('app.wizard.templates.start')}
        value={picked}
        disabled={isPending || isError || !templates.length}
        helperText={
          isError
            ? translate('app.wizard.templates.failed')
            : !isPending && !templates.length
              ? translate('app.wizard.templates.none')
              : undefined
        }
        onChange={(e) => {
          const id = Number(e.target.value);
          setPicked(id);
          const template = templates.find((t) => t.id === id);
          if (template) void apply(template);
        }}
      >
        {templates.map((template) => (
          <MenuItem key={template.id} value={template.id}>
            {isStaff ? `${template.name} · ${template.companyName}` : template.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
