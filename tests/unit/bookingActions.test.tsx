import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification, RecordContextProvider } from 'react-admin';
import { BookingActions } from '../../src/resources/bookings/BookingActions';
import { AssignDriverDialog } from '../../src/resources/bookings/AssignDriverDialog';
import { ConfirmProvider } from '../../src/components/confirm';
import { BOOKING_STATUS, REASON_KIND } from '#domain/bookings';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { STORAGE_KEYS } from '../../src/providers/storage';
import type { BookingDetail, DriverOption, Reason, VehicleOption } from '../../src/providers/bookingCalls';
import type { FreightDataProvider } from '../../src/providers/dataProvider';

const booking = (overrides: Partial<BookingDetail> = {}): BookingDetail => ({
  id: 12,
  code: 'BK-000012',
  shipmentId: 42,
  shipmentCode: 'SH-000042',
  companyId: 3,
  companyName: 'Acme Textiles',
  pickupCityName: 'Karachi',
  dropOffCityName: 'Lahore',
  vehicleTypeId: 3,
  vehicleTypeName: '40 ft Container',
  bidId: 11,
  partnerId: 7,
  partnerName: 'Khan Transport',
  amount: 120000,
  status: BOOKING_STATUS.CREATED,
  tripStatus: 1,
  nextStatus: BOOKING_STATUS.DISPATCH_STARTED,
  invoiced: false,
  driverId: null,
  driverName: null,
  driverPhone: null,
  vehicleId: null,
  vehicleRegistration: null,
  cancellationReasonId: null,
  cancellationReasonText: null,
  cancellationReason: null,
  reassignReason: null,
  pickedUpAt: null,
  deliveredAt: null,
  createdAt: '2025-01-15T10:00:00.000Z',
  updatedAt: '2025-01-15T10:00:00.000Z',
  version: 1,
  ...overrides,
});

const DRIVERS: DriverOption[] = [
  { id: 21, fullName: 'Ali Raza', phoneNumber: '0300-1111111', status: 'VERIFIED' },
  { id: 22, fullName: 'Bilal Ahmed', phoneNumber: '0300-2222222', status: 'PENDING' },
  { id: 23, fullName: 'Kamran Ali', phoneNumber: '0300-3333333', status: 'VERIFIED', activeTripCode: 'BK-000044' },
];
const VEHICLES: VehicleOption[] = [
  { id: 31, registrationNumber: 'LEA-1234', vehicleTypeName: '40 ft Container', status: 'VERIFIED' },
];
const CANCEL_REASONS: Reason[] = [{ id: 9, kind: 3, text: 'Shipper cancelled the load' }];

function providerCalls(
  overrides: { assignDriver?: () => Promise<unknown>; moveBooking?: () => Promise<unknown> } = {},
) {
  return {
    getReasons: vi.fn(async () => CANCEL_REASONS),
    searchDrivers: vi.fn(async () => DRIVERS),
    searchVehicles: vi.fn(async () => VEHICLES),
    assignDriver: vi.fn(overrides.assignDriver ?? (async () => ({}))),
    moveBooking: vi.fn(overrides.moveBooking ?? (async () => ({}))),
  };
}

function renderActions(record: BookingDetail, calls = providerCalls()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext dataProvider={calls as unknown as FreightDataProvider} queryClient={queryClient}>
      <ConfirmProvider>
        <RecordContextProvider value={record}>
          <BookingActions />
        </RecordContextProvider>
      </ConfirmProvider>
      <Notification />
    </AdminContext>,
  );
  return { ...calls, user: userEvent.setup({ delay: null }) };
}

/** useIsStaff reads the stored user type: '4' is internal staff. */
const ASSIGNED = booking({ driverId: 21, driverName: 'Ali Raza', vehicleId: 31 });
const asStaff = () => localStorage.setItem(STORAGE_KEYS.userType, '4');
const buttonTexts = () => screen.queryAllByRole('button').map((b) => b.textContent);
const waitForNoDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BookingActions: the buttons per status (staff)', () => {
  it('status 1 (created) without a driver: Assign driver and Cancel booking; dispatch is not offered, and says why', () => {
    asStaff();
    renderActions(booking());
    expect(buttonTexts()).toEqual(['Assign driver', 'Cancel booking']);
    expect(
      screen.getByText(/^Assign a driver and a vehicle first to move it to “Dispatch started”/),
    ).toBeInTheDocument();
  });

  it('status 1 (created) with a driver and vehicle: Reassign driver, Move to Dispatch started, Cancel booking', () => {
    asStaff();
    renderActions(ASSIGNED);
    expect(buttonTexts()).toEqual(['Reassign driver', 'Move to Dispatch started', 'Cancel booking']);
  });

  it('status 2 (dispatch started): the next move is In transit', () => {
    asStaff();
    renderActions(booking({ status: BOOKING_STATUS.DISPATCH_STARTED, nextStatus: BOOKING_STATUS.TRANSIT }));
    expect(buttonTexts()).toEqual(['Assign driver', 'Move to In transit', 'Cancel booking']);
  });

  it('status 3 with a driver: Reassign driver, Move to Delivered, Cancel booking', () => {
    asStaff();
    renderActions(
      booking({
        status: BOOKING_STATUS.TRANSIT,
        nextStatus: BOOKING_STATUS.DELIVERED,
        driverId: 21,
        driverName: 'Ali Raza',
        vehicleId: 31,
      }),
    );
    expect(buttonTexts()).toEqual(['Reassign driver', 'Move to Delivered', 'Cancel booking']);
  });

  it.each([
    ['4 (delivered)', BOOKING_STATUS.DELIVERED],
    ['13 (cancelled)', BOOKING_STATUS.CANCELLED],
  ])('status %s: no move, no cancel (and no assign)', (_, status) => {
    asStaff();
    renderActions(booking({ status, nextStatus: null, driverId: 21 }));
    expect(screen.queryByRole('button', { name: /^Move to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(buttonTexts()).toEqual([]);
  });

  it('a delivered booking shows no move even if a next status is given', () => {
    asStaff();
    renderActions(booking({ status: BOOKING_STATUS.DELIVERED, nextStatus: BOOKING_STATUS.CANCELLED }));
    expect(buttonTexts()).toEqual([]);
  });

  it.each([
    ['no user type', null],
    ['a shipper', String(USER_TYPE.SHIPPER)],
    ['a partner', String(USER_TYPE.PARTNER)],
    ['demand adda', String(USER_TYPE.DEMAND_ADDA)],
  ])('a non-staff user (%s) sees no buttons', (_, userType) => {
    if (userType) localStorage.setItem(STORAGE_KEYS.userType, userType);
    renderActions(booking());
    expect(buttonTexts()).toEqual([]);
  });
});

describe('BookingActions: moving and cancelling', () => {
  // Dispatch is offered once a driver and a vehicle are assigned.
  it('Move asks for confirmation and then calls moveBooking(id, next)', async () => {
    asStaff();
    const { user, moveBooking } = renderActions(ASSIGNED);
    await user.click(screen.getByRole('button', { name: 'Move to Dispatch started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move BK-000012 to “Dispatch started”?' });
    expect(moveBooking).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moveBooking).toHaveBeenCalledTimes(1));
    expect(moveBooking).toHaveBeenCalledWith(12, BOOKING_STATUS.DISPATCH_STARTED);
    expect(await screen.findByText('Booking status updated')).toBeInTheDocument();
  });

  it('cancelling the move confirmation makes no call', async () => {
    asStaff();
    const { user, moveBooking } = renderActions(ASSIGNED);
    await user.click(screen.getByRole('button', { name: 'Move to Dispatch started' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitForNoDialog();
    expect(moveBooking).not.toHaveBeenCalled();
  });

  it("a refused move notifies the API's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs the provider's failure
    asStaff();
    const { user } = renderActions(
      ASSIGNED,
      providerCalls({
        moveBooking: async () => {
          throw new Error('Assign a driver first');
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Move to Dispatch started' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Assign a driver first')).toBeInTheDocument();
    expect(screen.queryByText('Booking status updated')).not.toBeInTheDocument();
  });

  it('Cancel booking asks a reason of kind 3 and posts status 13 with it', async () => {
    asStaff();
    const { user, getReasons, moveBooking } = renderActions(booking());
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel BK-000012? The vehicle is released for another bid.' });
    expect(getReasons).toHaveBeenCalledWith(REASON_KIND.CANCEL_BOOKING);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.reasonRequired);
    expect(moveBooking).not.toHaveBeenCalled();
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(reason).not.toHaveAttribute('aria-disabled', 'true'));
    await pick(user, reason, 'Shipper cancelled the load');
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), ' Plant shut ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitForNoDialog();
    expect(moveBooking).toHaveBeenCalledTimes(1);
    expect(moveBooking).toHaveBeenCalledWith(12, BOOKING_STATUS.CANCELLED, { reasonId: 9, details: 'Plant shut' });
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
  });
});

describe('AssignDriverDialog (from BookingActions)', () => {
  it('assign: loads the partner drivers and vehicles of the type, unverified drivers are disabled, sends no reason', async () => {
    asStaff();
    const { user, searchDrivers, searchVehicles, assignDriver } = renderActions(booking());
    await user.click(screen.getByRole('button', { name: 'Assign driver' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign driver and vehicle · BK-000012' });
    expect(searchDrivers).toHaveBeenCalledWith(7);
    expect(searchVehicles).toHaveBeenCalledWith(7, 3);
    expect(within(dialog).queryByRole('textbox', { name: 'Reason for the change' })).not.toBeInTheDocument();

    const driver = within(dialog).getByRole('combobox', { name: 'Driver' });
    expect(driver).toHaveAccessibleDescription("Khan Transport's verified drivers");
    await user.click(driver);
    const verified = await screen.findByRole('option', { name: 'Ali Raza · 0300-1111111' });
    const unverified = screen.getByRole('option', { name: 'Bilal Ahmed · 0300-2222222 (not verified)' });
    expect(verified).not.toHaveAttribute('aria-disabled', 'true');
    expect(unverified).toHaveAttribute('aria-disabled', 'true');
    await user.click(verified);
    expect(driver).toHaveValue('Ali Raza · 0300-1111111');

    const vehicle = within(dialog).getByRole('combobox', { name: 'Vehicle' });
    expect(vehicle).toHaveAccessibleDescription('40 ft Container vehicles of Khan Transport');
    await pick(user, vehicle, 'LEA-1234 · 40 ft Container');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitForNoDialog();
    expect(assignDriver).toHaveBeenCalledTimes(1);
    expect(assignDriver).toHaveBeenCalledWith(12, { driverId: 21, vehicleId: 31, reason: undefined });
    expect(await screen.findByText('Driver and vehicle assigned')).toBeInTheDocument();
  });

  it('a driver already on the road is offered with a warning naming the trip, and can still be assigned', async () => {
    asStaff();
    const { user, assignDriver } = renderActions(booking());
    await user.click(screen.getByRole('button', { name: 'Assign driver' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await pick(
      user,
      within(dialog).getByRole('combobox', { name: 'Driver' }),
      'Kamran Ali · 0300-3333333 (on trip BK-000044)',
    );
    expect(
      within(dialog).getByText('Kamran Ali is on the road with BK-000044: this booking waits until that trip is done.'),
    ).toBeInTheDocument();
    await pick(user, within(dialog).getByRole('combobox', { name: 'Vehicle' }), 'LEA-1234 · 40 ft Container');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(assignDriver).toHaveBeenCalledWith(12, { driverId: 23, vehicleId: 31, reason: undefined }),
    );
  });

  it('assign without a driver or vehicle asks to fill the required fields', async () => {
    asStaff();
    const { user, assignDriver } = renderActions(booking());
    await user.click(screen.getByRole('button', { name: 'Assign driver' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign driver and vehicle · BK-000012' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.fillRequired);
    await pick(user, within(dialog).getByRole('combobox', { name: 'Driver' }), 'Ali Raza · 0300-1111111');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.fillRequired);
    expect(assignDriver).not.toHaveBeenCalled();
  });

  it('reassign requires a reason (MESSAGES.reasonRequired) and sends it trimmed', async () => {
    asStaff();
    const { user, assignDriver } = renderActions(
      booking({ status: BOOKING_STATUS.TRANSIT, nextStatus: BOOKING_STATUS.DELIVERED, driverId: 22, vehicleId: 31 }),
    );
    await user.click(screen.getByRole('button', { name: 'Reassign driver' }));
    const dialog = screen.getByRole('dialog', { name: 'Reassign driver and vehicle · BK-000012' });
    await pick(user, within(dialog).getByRole('combobox', { name: 'Driver' }), 'Ali Raza · 0300-1111111');
    await pick(user, within(dialog).getByRole('combobox', { name: 'Vehicle' }), 'LEA-1234 · 40 ft Container');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the change' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.reasonRequired);
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.reasonRequired);
    expect(assignDriver).not.toHaveBeenCalled();

    await user.type(reason, 'Driver fell ill ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitForNoDialog();
    expect(assignDriver).toHaveBeenCalledTimes(1);
    expect(assignDriver).toHaveBeenCalledWith(12, { driverId: 21, vehicleId: 31, reason: 'Driver fell ill' });
    expect(await screen.findByText('Driver and vehicle changed')).toBeInTheDocument();
  });

  it("a refused assignment shows the API's message and stays open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = providerCalls({
      assignDriver: async () => {
        throw new Error('The driver is not verified');
      },
    });
    const onClose = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AdminContext dataProvider={calls as unknown as FreightDataProvider} queryClient={queryClient}>
        <AssignDriverDialog booking={booking()} onClose={onClose} />
      </AdminContext>,
    );
    const user = userEvent.setup({ delay: null });
    const dialog = screen.getByRole('dialog', { name: 'Assign driver and vehicle · BK-000012' });
    await pick(user, within(dialog).getByRole('combobox', { name: 'Driver' }), 'Ali Raza · 0300-1111111');
    await pick(user, within(dialog).getByRole('combobox', { name: 'Vehicle' }), 'LEA-1234 · 40 ft Container');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The driver is not verified');
    expect(calls.assignDriver).toHaveBeenCalledWith(12, { driverId: 21, vehicleId: 31, reason: undefined });
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
