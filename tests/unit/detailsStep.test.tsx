import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { DetailsStep } from '../../src/custom/shipmentWizard/steps/DetailsStep';
import { wizardDefaults, type WizardValues } from '../../src/custom/shipmentWizard/wizardDefaults';

// MUI's pickers and selects take a while in jsdom.
vi.setConfig({ testTimeout: 20_000 });

function WizardForm({ children }: { children: ReactNode }) {
  const form = useForm<WizardValues>({ defaultValues: wizardDefaults() });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function renderStep() {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <WizardForm>
        <DetailsStep />
      </WizardForm>
    </AdminContext>,
  );
  return userEvent.setup({ delay: null });
}

describe('Shipment wizard, details step', () => {
  it('labels every field with the step texts; the phones show the number keypad and the phone help', () => {
    renderStep();
    for (const heading of ['Consignee and point of contact', 'Reference and handling', 'Container'])
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Consignee name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Point of contact name' })).toBeInTheDocument();
    for (const name of ['Consignee number', 'Point of contact number']) {
      const phone = screen.getByRole('textbox', { name });
      expect(phone).toHaveAttribute('type', 'tel');
      expect(phone).toHaveAttribute('inputmode', 'tel');
      expect(phone).toHaveAttribute('autocomplete', 'tel');
      expect(phone).toHaveAccessibleDescription('e.g. 0300-1234567 or +92 300 1234567');
    }
    expect(screen.getByRole('textbox', { name: 'Reference number' })).toHaveAccessibleDescription(
      "The shipper's own reference, e.g. a PO number",
    );
    expect(screen.getByRole('textbox', { name: 'Adda marfat' })).toHaveAccessibleDescription(
      'The adda the load goes through, if any',
    );
    expect(screen.getByRole('combobox', { name: 'Labour availability' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City travel restriction' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Proof of delivery hard copy required' })).toBeInTheDocument();
  });

  it('shows the container fields only while the container switch is on', async () => {
    const user = renderStep();
    expect(screen.queryByRole('textbox', { name: 'BL number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Container shipment (add container details)' }));
    expect(await screen.findByRole('textbox', { name: 'BL number' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Number of containers' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Detention charges (Rs)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Empty return location' })).toBeInTheDocument();
  });
});
