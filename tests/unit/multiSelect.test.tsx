import type { ReactNode } from 'react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Form } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ErrorBoundary } from './errorBoundary';
import { MultiSelectInput } from '../../src/components/inputs/MultiSelectInput';
import { CityListInput } from '../../src/components/lookups/CityListInput';

const CHOICES = [
  { id: 1, name: 'Container' },
  { id: 2, name: 'Flatbed' },
];

function renderInForm(record: object, input: ReactNode) {
  render(
    <AdminContext queryClient={new QueryClient()} i18nProvider={i18nProvider}>
      <ErrorBoundary>
        <Form record={{ id: 1, ...record }}>{input}</Form>
      </ErrorBoundary>
    </AdminContext>,
  );
}

/** Issue 37 #9: SPEC §8, every multiple-select refuses a non-array value, through one wrapper. */
describe('multiple-selects', () => {
  it('show an array value as its choices', async () => {
    renderInForm({ vehicleTypeIds: [2] }, <MultiSelectInput source="vehicleTypeIds" choices={CHOICES} />);
    expect(await screen.findByRole('button', { name: 'Flatbed' })).toBeInTheDocument();
  });

  it.each([
    ['a text', 'Flatbed'],
    ['a number', 2],
    ['an object', { 0: 2 }],
  ])('raise an error for %s', (_what, value) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInForm({ vehicleTypeIds: value }, <MultiSelectInput source="vehicleTypeIds" choices={CHOICES} />);
    expect(screen.getByRole('alert')).toHaveTextContent('vehicleTypeIds: a multiple-select needs an array value');
    spy.mockRestore();
  });

  it('the operational cities too', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInForm(
      {},
      <CityListInput id="operationalCities" label="Cities" value={'Lahore' as never} onChange={() => undefined} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('operationalCities: a multiple-select needs an array value');
    spy.mockRestore();
  });

  it('no screen uses an array input of react-admin but through the wrapper (or its format)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : name.endsWith('.tsx') ? [path] : [];
      });
    const unguarded = files('src').filter((path) => {
      const text = readFileSync(path, 'utf8');
      const usesArrayInput = /<(AutocompleteArrayInput|SelectArrayInput|CheckboxGroupInput)\b/.test(text);
      return usesArrayInput && !path.endsWith('MultiSelectInput.tsx') && !text.includes('multiSelectFormat(');
    });
    expect(unguarded).toEqual([]);
  });
});
