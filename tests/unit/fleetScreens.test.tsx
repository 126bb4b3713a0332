import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { typeIntoPicker } from './pickerInput';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Form, Notification, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import axe from 'axe-core';
import { addDays, format } from 'date-fns';
import { VerificationActions } from '../../src/components/VerificationActions';
import { DocumentsPanel } from '../../src/components/documents/DocumentsPanel';
import { VehicleTypeInputs } from '../../src/components/lookups/VehicleTypeInputs';
import { ConfirmProvider } from '../../src/components/confirm';
import { DRIVER_DOCUMENT_TYPE_IDS, DRIVER_REQUIRED_DOCUMENT_TYPE_IDS } from '#domain/fleet';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { STORAGE_KEYS } from '../../src/providers/storage';
import { documentCalls } from '../../src/providers/documentCalls';
import { fleetCalls } from '../../src/providers/fleetCalls';
import type { HttpClient } from '../../src/providers/httpClient';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { licenceExpiryOf } from '../../src/resources/drivers/licenceExpiry';
import { DriverCreate } from '../../src/resources/drivers/DriverCreate';
import { DriverList } from '../../src/resources/drivers/DriverList';
import { DriverShow } from '../../src/resources/drivers/DriverShow';
import { VehicleCreate } from '../../src/resources/vehicles/VehicleCreate';
import { FleetCreate } from '../../src/resources/fleets/FleetCreate';
import { FleetShow } from '../../src/resources/fleets/FleetShow';

const DRIVER = { id: 21, fullName: 'Ali Raza', status: 'PENDING' };
const VEHICLE = { id: 31, registrationNumber: 'LEA-1234', status: 'PENDING' };

type Calls = Record<string, (...args: never[]) => Promise<unknown>>;

function renderWith(calls: Calls, children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext
      dataProvider={calls as unknown as FreightDataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
    >
      <ConfirmProvider>{children}</ConfirmProvider>
      <Notification />
    </AdminContext>,
  );
  return userEvent.setup({ delay: null });
}

function renderActions(
  kind: 'driver' | 'vehicle',
  record: object,
  overrides: Partial<Record<'verifyDriver' | 'verifyVehicle', () => Promise<unknown>>> = {},
) {
  const calls = {
    verifyDriver: vi.fn(overrides.verifyDriver ?? (async () => ({}))),
    verifyVehicle: vi.fn(overrides.verifyVehicle ?? (async () => ({}))),
  };
  const user = renderWith(
    calls,
    <RecordContextProvider value={record}>
      <VerificationActions kind={kind} />
    </RecordContextProvider>,
  );
  return { ...calls, user };
}

const asStaff = () => localStorage.setItem(STORAGE_KEYS.userType, String(USER_TYPE.INTERNAL));
const waitForNoDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

// MUI inputs typed into key by key, and axe-core over a whole page, take seconds in jsdom.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('VerificationActions', () => {
  it('Verify asks for confirmation, then calls verifyDriver(id, VERIFIED) and says so', async () => {
    asStaff();
    const { user, verifyDriver } = renderActions('driver', DRIVER);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Ali Raza?' });
    expect(verifyDriver).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verifyDriver).toHaveBeenCalledTimes(1));
    expect(verifyDriver).toHaveBeenCalledWith(21, { status: 'VERIFIED' });
    expect(await screen.findByText('Driver Ali Raza verified')).toBeInTheDocument();
  });

  it('cancelling the confirmation makes no call', async () => {
    asStaff();
    const { user, verifyDriver } = renderActions('driver', DRIVER);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitForNoDialog();
    expect(verifyDriver).not.toHaveBeenCalled();
  });

  it("a refused verification shows the API's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    asStaff();
    const { user } = renderActions('driver', DRIVER, {
      verifyDriver: async () => {
        throw new Error(MESSAGES.driverDocumentsMissing);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MESSAGES.driverDocumentsMissing)).toBeInTheDocument();
    expect(screen.queryByText('Driver Ali Raza verified')).not.toBeInTheDocument();
  });

  it('Reject without a reason says so and makes no call; with one it sends REJECTED and the reason, trimmed', async () => {
    asStaff();
    const { user, verifyDriver } = renderActions('driver', DRIVER);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Ali Raza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.rejectionReasonRequired);
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.rejectionReasonRequired);
    expect(verifyDriver).not.toHaveBeenCalled();

    await user.type(reason, 'Licence photo unreadable ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitForNoDialog();
    expect(verifyDriver).toHaveBeenCalledTimes(1);
    expect(verifyDriver).toHaveBeenCalledWith(21, { status: 'REJECTED', reason: 'Licence photo unreadable' });
    expect(await screen.findByText('Driver Ali Raza rejected')).toBeInTheDocument();
  });

  it("a refused rejection shows the API's message in the dialog, which stays open", async () => {
    asStaff();
    const { user } = renderActions('vehicle', VEHICLE, {
      verifyVehicle: async () => {
        throw new Error('You are not allowed to do this');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject LEA-1234?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fake plates');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You are not allowed to do this');
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('a vehicle is verified through verifyVehicle', async () => {
    asStaff();
    const { user, verifyVehicle, verifyDriver } = renderActions('vehicle', VEHICLE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Verify LEA-1234?' })).getByRole('button', { name: 'Verify' }),
    );
    await waitFor(() => expect(verifyVehicle).toHaveBeenCalledWith(31, { status: 'VERIFIED' }));
    expect(verifyDriver).not.toHaveBeenCalled();
  });

  it('offers only the moves that change something: a verified driver can be rejected, a rejected one verified', () => {
    asStaff();
    renderActions('driver', { ...DRIVER, status: 'VERIFIED' });
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(['Reject']);
  });

  it.each([
    ['a partner', String(USER_TYPE.PARTNER)],
    ['a shipper', String(USER_TYPE.SHIPPER)],
    ['no user type', null],
  ])('is hidden for %s', (_, userType) => {
    if (userType) localStorage.setItem(STORAGE_KEYS.userType, userType);
    renderActions('driver', DRIVER);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('DocumentsPanel for a driver', () => {
  const documentsCalls = () => ({ getDocuments: vi.fn(async () => []), uploadDocument: vi.fn(async () => ({})) });

  it('offers only CNIC, Driving License and Others, the first two marked required', async () => {
    const calls = documentsCalls();
    const user = renderWith(
      calls,
      <DocumentsPanel
        kind="driver"
        ownerId={21}
        typeIds={DRIVER_DOCUMENT_TYPE_IDS}
        requiredTypeIds={DRIVER_REQUIRED_DOCUMENT_TYPE_IDS}
      />,
    );
    expect(calls.getDocuments).toHaveBeenCalledWith('driver', 21);
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Document type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'CNIC (required)',
      'Driving License (required)',
      'Others',
    ]);
  });

  it('a booking still offers the booking document types with builty, POD and weighbridge slip required', async () => {
    const user = renderWith(documentsCalls(), <DocumentsPanel kind="booking" ownerId={12} />);
    await user.click(screen.getByRole('combobox', { name: 'Document type' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(0, 3)).toEqual([
      'Bill-T (builty) (required)',
      'Proof of delivery (required)',
      'Weighbridge slip (required)',
    ]);
    expect(options).toContain('Bill of lading');
    expect(options.length).toBeGreaterThan(30);
  });

  it.each([
    ['driver', '/driverDocument', 'driverId'],
    ['vehicle', '/vehicleDocument', 'vehicleId'],
    ['user', '/userDocument', 'userId'],
  ] as const)('%s documents live under %s, keyed by %s', async (kind, path, field) => {
    const request = vi.fn(async () => []);
    const calls = documentCalls({ request } as unknown as HttpClient);
    await calls.getDocuments(kind, 5);
    expect(request).toHaveBeenLastCalledWith(path, { query: { [field]: 5 } });
    await calls.uploadDocument(kind, 5, 4, new File(['x'], 'cnic.pdf', { type: 'application/pdf' }));
    const [uploadPath, options] = request.mock.lastCall as unknown as [string, { method: string; body: FormData }];
    expect(uploadPath).toBe(`${path}/upload`);
    expect(options.method).toBe('POST');
    expect(options.body.get(field)).toBe('5');
    expect(options.body.get('documentTypeId')).toBe('4');
    await calls.deleteDocument(kind, 9);
    expect(request).toHaveBeenLastCalledWith(`${path}/9`, { method: 'DELETE' });
  });
});

describe('VehicleTypeInputs', () => {
  const TYPES = [
    { id: 1, name: 'Containerized', icon: 'container' },
    { id: 2, name: 'Flatbed', icon: 'flatbed' },
  ];
  const VARIANTS: Record<number, { id: number; vehicleTypeId: number; name: string }[]> = {
    1: [
      { id: 11, vehicleTypeId: 1, name: '20 ft container' },
      { id: 12, vehicleTypeId: 1, name: '40 ft container' },
    ],
    2: [{ id: 21, vehicleTypeId: 2, name: '40 ft flatbed' }],
  };

  function FormValues() {
    const [vehicleTypeId, vehicleTypeVariantId] = useWatch({
      name: ['vehicleTypeId', 'vehicleTypeVariantId'],
    }) as unknown[];
    return <output aria-label="Form values">{JSON.stringify({ vehicleTypeId, vehicleTypeVariantId })}</output>;
  }

  function setup(record: object = {}) {
    const calls = {
      getVehicleTypes: vi.fn(async () => TYPES),
      getVehicleTypeVariants: vi.fn(async (id: number) => VARIANTS[id] ?? []),
    };
    const user = renderWith(
      calls,
      <ResourceContextProvider value="vehicles">
        <Form record={record}>
          <VehicleTypeInputs required />
          <FormValues />
        </Form>
      </ResourceContextProvider>,
    );
    const values = () =>
      JSON.parse(screen.getByRole('status', { name: 'Form values' }).textContent ?? '{}') as Record<string, unknown>;
    const pick = async (label: string, option: string) => {
      await user.click(await screen.findByRole('combobox', { name: new RegExp(`^${label}`) }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    return { ...calls, user, values, pick };
  }

  it('loads nothing until a type is chosen, then the chosen type’s variants', async () => {
    const { getVehicleTypeVariants, pick, values } = setup();
    expect(await screen.findByText('Choose the vehicle type first')).toBeInTheDocument();
    expect(getVehicleTypeVariants).not.toHaveBeenCalled();
    await pick('Vehicle type', 'Flatbed');
    await waitFor(() => expect(getVehicleTypeVariants).toHaveBeenCalledWith(2));
    await pick('Vehicle variant', '40 ft flatbed');
    expect(values()).toEqual({ vehicleTypeId: 2, vehicleTypeVariantId: 21 });
  });

  it('choosing another type clears the variant and offers that type’s variants', async () => {
    const { user, pick, values } = setup();
    await pick('Vehicle type', 'Flatbed');
    await pick('Vehicle variant', '40 ft flatbed');
    await pick('Vehicle type', 'Containerized');
    expect(values()).toEqual({ vehicleTypeId: 1, vehicleTypeVariantId: null });
    await user.click(await screen.findByRole('combobox', { name: /^Vehicle variant/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toContain('20 ft container');
    expect(options).toContain('40 ft container');
    expect(options).not.toContain('40 ft flatbed');
  });

  it("an edited vehicle keeps its saved variant (loading the type's variants does not clear it)", async () => {
    const { getVehicleTypeVariants, values } = setup({ vehicleTypeId: 1, vehicleTypeVariantId: 12 });
    await waitFor(() => expect(getVehicleTypeVariants).toHaveBeenCalledWith(1));
    expect(await screen.findByRole('combobox', { name: /^Vehicle variant/ })).toHaveTextContent('40 ft container');
    expect(values()).toEqual({ vehicleTypeId: 1, vehicleTypeVariantId: 12 });
  });
});

describe('licence expiry', () => {
  const today = new Date(2025, 5, 15);
  it.each([
    ['2025-06-14', 'expired', 'Expired'],
    ['2025-06-15', 'expiring', 'Expires today'],
    ['2025-06-16', 'expiring', 'Expires in 1 day'],
    ['2025-07-15', 'expiring', 'Expires in 30 days'],
    ['2025-07-16', 'valid', null],
    ['', 'unknown', null],
    ['not a date', 'unknown', null],
  ])('%s is %s', (expiry, state, note) => {
    expect(licenceExpiryOf(expiry, today)).toMatchObject({ state, note });
  });

  it('is shown as dd/MM/yyyy', () => {
    expect(licenceExpiryOf('2025-07-16', today).date).toBe('16/07/2025');
  });
});

describe('Driver form (create)', () => {
  function setup() {
    const calls = {
      getVehicleTypes: vi.fn(async () => [
        { id: 1, name: 'Containerized', icon: 'container' },
        { id: 5, name: 'Suzuki', icon: 'suzuki' },
      ]),
      searchPartners: vi.fn(async () => [{ id: 7, fullName: 'Khan Transport', phoneNumber: '03041234567' }]),
      create: vi.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 99, ...params.data } })),
      getOne: vi.fn(async () => ({ data: { id: 99 } })),
    };
    const user = renderWith(
      calls,
      <ResourceContextProvider value="drivers">
        <DriverCreate />
      </ResourceContextProvider>,
    );
    return { ...calls, user };
  }

  it('shows the schema messages at the fields and sends nothing while they stand', async () => {
    asStaff();
    const { user, create } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^CNIC/ }), '42101-1234567-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.invalidCnic)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^CNIC/ })).toHaveAccessibleDescription(MESSAGES.invalidCnic);
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveAccessibleDescription(MESSAGES.fillRequired);
    expect(screen.getByRole('combobox', { name: /^Partner/ })).toHaveAccessibleDescription(MESSAGES.fillRequired);
    expect(create).not.toHaveBeenCalled();
  });

  it('staff pick the partner and the vehicle types; only the schema fields are sent', async () => {
    asStaff();
    const { user, create, searchPartners } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Full name/ }), 'Ali Raza');
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '03001112233');
    await user.type(screen.getByRole('textbox', { name: /^CNIC/ }), '4210112345671');
    await user.type(screen.getByRole('textbox', { name: /^Licence number/ }), 'LHR-778899');
    typeIntoPicker(/^Licence expiry/, '31/01/2030');
    await user.click(screen.getByRole('combobox', { name: /^Partner/ }));
    await user.click(await screen.findByRole('option', { name: 'Khan Transport (03041234567)' }));
    expect(searchPartners).toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: /^Vehicle types/ }));
    await user.click(await screen.findByRole('option', { name: 'Suzuki' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toBe('drivers');
    expect(create.mock.calls[0][1].data).toEqual({
      fullName: 'Ali Raza',
      phoneNumber: '03001112233',
      cnic: '4210112345671',
      licenseNumber: 'LHR-778899',
      licenseExpiry: '2030-01-31',
      partnerId: 7,
      vehicleTypeIds: [5],
    });
  });

  it('a partner sees no partner picker', async () => {
    localStorage.setItem(STORAGE_KEYS.userType, String(USER_TYPE.PARTNER));
    setup();
    expect(await screen.findByRole('textbox', { name: /^Full name/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Partner/ })).not.toBeInTheDocument();
  });
});

/** axe-core's WCAG A/AA rules that jsdom can judge (no layout, so no colour contrast). */
async function expectNoA11yViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`)).toEqual([]);
}

const isoDay = (offsetDays: number) => format(addDays(new Date(), offsetDays), 'yyyy-MM-dd');
const FULL_DRIVER = {
  id: 21,
  partnerId: 7,
  partnerName: 'Khan Transport',
  userId: null,
  fullName: 'Ali Raza',
  phoneNumber: '03001112233',
  cnic: '4210112345671',
  licenseNumber: 'LHR-778899',
  licenseExpiry: isoDay(-3),
  status: 'REJECTED',
  statusReason: 'Licence photo unreadable',
  vehicleTypeIds: [1, 7],
  documentTypeIds: [4],
  createdAt: '2025-01-02T10:00:00Z',
  updatedAt: '2025-01-03T10:00:00Z',
};

function crud(overrides: Record<string, unknown> = {}) {
  return {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(async () => ({ data: FULL_DRIVER })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 99, ...params.data } })),
    update: vi.fn(),
    delete: vi.fn(async () => ({ data: FULL_DRIVER })),
    getVehicleTypes: vi.fn(async () => [
      { id: 1, name: 'Containerized', icon: 'container' },
      { id: 7, name: 'Reefer', icon: 'reefer' },
    ]),
    getVehicleTypeVariants: vi.fn(async () => [{ id: 11, vehicleTypeId: 1, name: '20 ft container' }]),
    getDocuments: vi.fn(async () => []),
    searchPartners: vi.fn(async () => [{ id: 7, fullName: 'Khan Transport', phoneNumber: '03041234567' }]),
    verifyDriver: vi.fn(async () => ({})),
    ...overrides,
  };
}

function renderAt(path: string, route: string, resource: string, element: ReactNode, calls: ReturnType<typeof crud>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={calls as unknown as FreightDataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
      >
        <ConfirmProvider>
          <Routes>
            <Route
              path={route}
              element={<ResourceContextProvider value={resource}>{element}</ResourceContextProvider>}
            />
          </Routes>
        </ConfirmProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('Driver page', () => {
  it('shows the facts, the rejection, the vehicle types, what is missing to verify, and the documents', async () => {
    asStaff();
    const calls = crud();
    const { container } = renderAt('/drivers/21/show', '/drivers/:id/show', 'drivers', <DriverShow />, calls);
    const facts = await screen.findByRole('region', { name: 'Ali Raza' });
    expect(within(facts).getByText('Rejected: Licence photo unreadable')).toBeInTheDocument();
    expect(within(facts).getByText('Expired')).toBeInTheDocument();
    expect(within(facts).getByText('Khan Transport')).toBeInTheDocument();
    expect(
      within(within(facts).getByRole('list', { name: 'Vehicle types' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Containerized', 'Reefer']);
    expect(within(facts).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(within(facts).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(
      within(documents).getByText('Needed before the driver can be verified: Driving License.'),
    ).toBeInTheDocument();
    expect(await within(documents).findByText('No documents yet.')).toBeInTheDocument();
    expect(calls.getDocuments).toHaveBeenCalledWith('driver', 21);
    await expectNoA11yViolations(container);
  });

  it("delete asks first, and a refusal shows the API's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    asStaff();
    const calls = crud({
      delete: vi.fn(async () => {
        throw new Error(MESSAGES.driverInUse);
      }),
    });
    const { user } = renderAt('/drivers/21/show', '/drivers/:id/show', 'drivers', <DriverShow />, calls);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete driver Ali Raza?' });
    expect(calls.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('drivers', expect.objectContaining({ id: 21 })));
    expect(await screen.findByText(MESSAGES.driverInUse)).toBeInTheDocument();
  });
});

describe('Drivers list', () => {
  it('flags expired and soon-expiring licences, shows the status chips, and every filter is labelled', async () => {
    asStaff();
    const rows = [
      { ...FULL_DRIVER, id: 1, fullName: 'Ali Raza', licenseExpiry: isoDay(-3) },
      { ...FULL_DRIVER, id: 2, fullName: 'Bilal Ahmed', licenseExpiry: isoDay(10), status: 'PENDING' },
      { ...FULL_DRIVER, id: 3, fullName: 'Chaudhry Aslam', licenseExpiry: isoDay(90), status: 'VERIFIED' },
    ];
    const calls = crud({ getList: vi.fn(async () => ({ data: rows, total: 3 })) });
    const { container } = renderAt('/drivers', '/drivers', 'drivers', <DriverList />, calls);
    const row = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;
    expect(within(await row('Ali Raza')).getByText('Expired')).toBeInTheDocument();
    expect(within(await row('Bilal Ahmed')).getByText('Expires in 10 days')).toBeInTheDocument();
    expect(within(await row('Bilal Ahmed')).getByText('Awaiting verification')).toBeInTheDocument();
    expect(within(await row('Chaudhry Aslam')).getByText('Verified')).toBeInTheDocument();
    expect(within(await row('Chaudhry Aslam')).queryByText(/Expire/)).not.toBeInTheDocument();
    for (const label of ['Status', 'Vehicle type', 'Partner'])
      expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();
    expect(calls.getList).toHaveBeenCalledWith(
      'drivers',
      expect.objectContaining({ pagination: { page: 1, perPage: 20 } }),
    );
    await expectNoA11yViolations(container);
  });
});

describe('Vehicle form (create)', () => {
  it('staff pick the partner first; the fleet is one of that partner’s; type and variant come from the lookups', async () => {
    asStaff();
    const fleets = [{ id: 5, name: 'Karachi port fleet', partnerId: 7 }];
    const calls = crud({
      getList: vi.fn(async (resource: string) =>
        resource === 'fleets' ? { data: fleets, total: 1 } : { data: [], total: 0 },
      ),
    });
    const { user, container } = renderAt('/vehicles/create', '/vehicles/create', 'vehicles', <VehicleCreate />, calls);
    expect(await screen.findByRole('textbox', { name: 'Fleet' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Fleet' })).toHaveAccessibleDescription('Choose the partner first');
    await user.type(screen.getByRole('textbox', { name: /^Registration number/ }), 'TLF-4421');
    await user.click(screen.getByRole('combobox', { name: /^Vehicle type/ }));
    await user.click(await screen.findByRole('option', { name: 'Containerized' }));
    await user.click(await screen.findByRole('combobox', { name: /^Vehicle variant/ }));
    await user.click(await screen.findByRole('option', { name: '20 ft container' }));
    await user.type(screen.getByRole('spinbutton', { name: /^Capacity/ }), '20');
    await user.click(screen.getByRole('combobox', { name: /^Partner/ }));
    await user.click(await screen.findByRole('option', { name: 'Khan Transport (03041234567)' }));
    await user.click(await screen.findByRole('combobox', { name: /^Fleet/ }));
    await user.click(await screen.findByRole('option', { name: 'Karachi port fleet' }));
    expect(calls.getList).toHaveBeenCalledWith('fleets', expect.objectContaining({ filter: { partnerId: 7 } }));
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.create).toHaveBeenCalledTimes(1));
    expect(calls.create.mock.calls[0][1].data).toEqual({
      registrationNumber: 'TLF-4421',
      vehicleTypeId: 1,
      vehicleTypeVariantId: 11,
      capacityTonnes: 20,
      partnerId: 7,
      fleetId: 5,
    });
  });
});

describe('Fleets', () => {
  const VEHICLES = [
    {
      id: 31,
      registrationNumber: 'LEA-1234',
      partnerId: 7,
      vehicleTypeId: 1,
      vehicleTypeName: 'Containerized',
      vehicleTypeVariantName: null,
      capacityTonnes: 20,
      status: 'VERIFIED',
    },
    {
      id: 32,
      registrationNumber: 'TLF-4421',
      partnerId: 7,
      vehicleTypeId: 7,
      vehicleTypeName: 'Reefer',
      vehicleTypeVariantName: null,
      capacityTonnes: 12.5,
      status: 'PENDING',
    },
  ];

  it("the vehicles picker offers the chosen partner's vehicles and sends exactly the picked ones", async () => {
    asStaff();
    const calls = crud({
      getList: vi.fn(async (resource: string) =>
        resource === 'vehicles' ? { data: VEHICLES, total: 2 } : { data: [], total: 0 },
      ),
    });
    const { user, container } = renderAt('/fleets/create', '/fleets/create', 'fleets', <FleetCreate />, calls);
    expect(await screen.findByRole('textbox', { name: 'Vehicles' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Fleet name/ }), 'Karachi port fleet');
    await user.click(screen.getByRole('combobox', { name: /^Partner/ }));
    await user.click(await screen.findByRole('option', { name: 'Khan Transport (03041234567)' }));
    await user.click(await screen.findByRole('combobox', { name: 'Vehicles' }));
    await user.click(await screen.findByRole('option', { name: 'TLF-4421' }));
    expect(calls.getList).toHaveBeenCalledWith(
      'vehicles',
      expect.objectContaining({ filter: expect.objectContaining({ partnerId: 7 }) }),
    );
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.create).toHaveBeenCalledTimes(1));
    expect(calls.create.mock.calls[0][1].data).toEqual({ name: 'Karachi port fleet', partnerId: 7, vehicleIds: [32] });
  });

  it('a fleet page lists its vehicles (vehicles with fleetId = the fleet)', async () => {
    asStaff();
    const fleet = {
      id: 5,
      partnerId: 7,
      partnerName: 'Khan Transport',
      name: 'Karachi port fleet',
      description: null,
      vehicleCount: 2,
      vehicleIds: [31, 32],
      createdAt: '2025-01-02T10:00:00Z',
      updatedAt: '2025-01-02T10:00:00Z',
    };
    const calls = crud({
      getOne: vi.fn(async () => ({ data: fleet })),
      getManyReference: vi.fn(async () => ({ data: VEHICLES, total: 2 })),
    });
    const { container } = renderAt('/fleets/5/show', '/fleets/:id/show', 'fleets', <FleetShow />, calls);
    const vehicles = await screen.findByRole('region', { name: 'Vehicles in this fleet' });
    expect(await within(vehicles).findByText('TLF-4421')).toBeInTheDocument();
    expect(within(vehicles).getByText('12.5 Tonne')).toBeInTheDocument();
    expect(calls.getManyReference).toHaveBeenCalledWith(
      'vehicles',
      expect.objectContaining({ target: 'fleetId', id: 5 }),
    );
    await expectNoA11yViolations(container);
  });
});

describe('fleetCalls', () => {
  it('verification and driver vehicle types go to their API paths', async () => {
    const request = vi.fn(async () => ({}));
    const calls = fleetCalls({ request } as unknown as HttpClient);
    await calls.verifyDriver(21, { status: 'REJECTED', reason: 'Fake CNIC' });
    expect(request).toHaveBeenLastCalledWith('/drivers/21/verification', {
      method: 'PUT',
      body: { status: 'REJECTED', reason: 'Fake CNIC' },
    });
    await calls.verifyVehicle(31, { status: 'VERIFIED' });
    expect(request).toHaveBeenLastCalledWith('/vehicles/31/verification', {
      method: 'PUT',
      body: { status: 'VERIFIED' },
    });
    await calls.getDriverVehicleTypes(21);
    expect(request).toHaveBeenLastCalledWith('/driver-vehicle-type', { query: { driverId: 21 } });
    await calls.setDriverVehicleTypes(21, [1, 7]);
    expect(request).toHaveBeenLastCalledWith('/driver-vehicle-type/21', {
      method: 'PUT',
      body: { vehicleTypeIds: [1, 7] },
    });
  });
});
