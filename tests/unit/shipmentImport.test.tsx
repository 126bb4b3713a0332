import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { USER_TYPE } from '#domain/userTypes';
import { MESSAGES } from '#domain/messages';
import type { ShipmentImportResult, ShipmentImportRow } from '#domain/records/shipmentImport';
import { createDataProvider } from '../../src/providers/dataProvider';
import { ApiError, createHttpClient } from '../../src/providers/httpClient';
import { STORAGE_KEYS } from '../../src/providers/storage';
import type { ShipmentImportCalls, ShipmentImportOptions } from '../../src/providers/shipmentImportCalls';
import { ShipmentImportButton } from '../../src/resources/shipments/import/ShipmentImportButton';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const REFUSED: ShipmentImportRow = {
  row: 3,
  status: 'refused',
  errors: [{ field: 'dropOffCity', message: MESSAGES.sameCities }],
};
const checked: ShipmentImportResult = {
  dryRun: true,
  rows: [{ row: 2, status: 'valid', referenceNumber: 'PO-1' }, REFUSED, { row: 4, status: 'valid' }],
  valid: 2,
  refused: 1,
  created: 0,
  alreadyImported: 0,
};
const imported: ShipmentImportResult = {
  ...checked,
  dryRun: false,
  rows: [
    { row: 2, status: 'created', referenceNumber: 'PO-1', id: 101, reference: 'SH-000101' },
    REFUSED,
    { row: 4, status: 'created', id: 102, reference: 'SH-000102' },
  ],
  valid: 0,
  created: 2,
};

/**
 * What each import was sent. The upload itself goes through XMLHttpRequest, which msw cannot hand
 * jsdom's FormData (httpClientFiles.test.ts proves that path): the call is stood in for here, and the
 * template and the company lists go through msw.
 */
let sent: { dryRun: boolean; companyId?: number; file: string }[] = [];
let release: () => void = () => {};
afterEach(() => {
  sent = [];
});
const importShipments = vi.fn(async (file: File, options: ShipmentImportOptions) => {
  sent.push({ dryRun: options.dryRun, companyId: options.companyId, file: file.name });
  options.onProgress?.(0.5);
  if (options.dryRun) await new Promise<void>((resolve) => (release = resolve));
  return options.dryRun ? checked : imported;
});
function answering() {
  server.use(
    http.get(`${API}/shipment/import/template`, () =>
      HttpResponse.text('Reference number,Loading time\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="template.csv"' },
      }),
    ),
    http.get(`${API}/company-group`, () =>
      HttpResponse.json({ data: { content: [{ id: 3, name: 'Lucky Cement' }], totalElements: 1 } }),
    ),
    http.get(`${API}/company/v2`, () =>
      HttpResponse.json({ data: { content: [{ id: 8, name: 'Lucky Cement Karachi' }], totalElements: 1 } }),
    ),
  );
}

function open(userType: number, calls: Partial<ShipmentImportCalls> = {}) {
  localStorage.setItem(STORAGE_KEYS.userType, String(userType));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const dataProvider = { ...createDataProvider(createHttpClient({ baseUrl: API })), importShipments, ...calls };
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <ShipmentImportButton />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
const csv = () => new File(['Pick-up city\nKarachi\n'], 'shipments.csv', { type: 'text/csv' });

describe('the shipment import dialog', () => {
  it('checks the file (a dry run), shows each row with its reason, imports, and downloads the result', async () => {
    answering();
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:result'));
    const user = userEvent.setup({ delay: null });
    open(USER_TYPE.SHIPPER);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import shipments from a spreadsheet' });
    await user.click(within(dialog).getByRole('button', { name: 'CSV template' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0].text()).toBe('Reference number,Loading time\n');
    const check = within(dialog).getByRole('button', { name: 'Check' });
    expect(check).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('Choose file'), csv());
    expect(within(dialog).getByText('File: shipments.csv')).toBeInTheDocument();
    await user.click(check);
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    release();
    expect(await within(dialog).findByText('Valid: 2 · Refused: 1 · Already imported: 0')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'The rows of the file' });
    expect(within(table).getAllByText('Valid')).toHaveLength(2);
    expect(within(table).getByText(`Drop-off city: ${MESSAGES.sameCities}`)).toBeInTheDocument();
    expect(sent).toEqual([{ dryRun: true, companyId: undefined, file: 'shipments.csv' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 shipments' }));
    expect(await within(dialog).findByText('Created: 2 · Already imported: 0 · Refused: 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'SH-000101' })).toHaveAttribute('href', '/shipments/101/show');
    expect(sent[1]).toMatchObject({ dryRun: false });

    await user.click(within(dialog).getByRole('button', { name: 'Download result' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const text = await saved[1].text();
    expect(text).toContain('row,referenceNumber,status,reference,errors');
    expect(text).toContain('2,PO-1,created,SH-000101,');
    expect(text).toContain(`3,,refused,,dropOffCity: ${MESSAGES.sameCities}`);
  });

  it('staff choose the company and project first, and the form names it', async () => {
    answering();
    const user = userEvent.setup({ delay: null });
    open(USER_TYPE.INTERNAL);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Choose file'), csv());
    const check = within(dialog).getByRole('button', { name: 'Check' });
    expect(check).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Lucky Cement' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByRole('option', { name: 'Lucky Cement Karachi' }));
    await user.click(check);
    release();
    await within(dialog).findByText('Valid: 2 · Refused: 1 · Already imported: 0');
    expect(sent).toEqual([{ dryRun: true, companyId: 8, file: 'shipments.csv' }]);
  });

  it("a refused file says the API's reason; a file over the limit is refused before it is sent", async () => {
    // react-admin's data provider logs every refused call.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    open(USER_TYPE.SHIPPER, {
      importShipments: vi.fn(() => Promise.reject(new ApiError(400, MESSAGES.importFileType))),
    });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Choose file'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText(MESSAGES.importFileType)).toBeInTheDocument();

    const huge = new File([new Uint8Array(1024 * 1024 + 1)], 'huge.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('Choose file'), huge);
    expect(within(dialog).getByText(MESSAGES.importTooLarge)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Check' })).toBeDisabled();
  });
});
