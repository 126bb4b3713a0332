import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../../src/components/confirm';
import { DeleteAccountButton } from '../../src/components/DeleteAccountButton';
import { ProjectConfiguration } from '../../src/resources/company-projects/ProjectConfiguration';
import { BulkAssignDialog } from '../../src/resources/shipments/related/BulkAssignDialog';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { ApiError } from '../../src/providers/httpClient';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import type { ShipmentBookingFields } from '../../src/providers/shipmentRelatedCalls';
import { i18nProvider } from '../../src/providers/i18nProvider';

vi.setConfig({ testTimeout: 20_000 });

/** What the API serves and the portal now offers — account deletion, company configuration, bulk assignment. */
function renderWith(calls: Record<string, unknown>, ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext
      dataProvider={calls as unknown as FreightDataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
    >
      <ConfirmProvider>
        {ui}
        <Notification />
      </ConfirmProvider>
    </AdminContext>,
  );
  return userEvent.setup({ delay: null });
}

describe('deleting an account', () => {
  it("asks first, naming who and what stays, then deletes a driver's account through SPEC's driver call", async () => {
    const deleteUserAccount = vi.fn(async () => ({}));
    const user = renderWith(
      { deleteUserAccount },
      <DeleteAccountButton
        account={{ userId: 41, userType: USER_TYPE.DRIVER, name: 'Ghulam Abbas' }}
        listOf="drivers"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Ghulam Abbas's account?" });
    expect(within(dialog).getByText(/can never sign in again\. Their records .* stay\./)).toBeInTheDocument();
    expect(deleteUserAccount).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(deleteUserAccount).toHaveBeenCalledWith(41, 'driver'));
    expect(await screen.findByText("Ghulam Abbas's account deleted")).toBeInTheDocument();
  });

  it("a partner's goes through the partner call; a refusal says the API's words", async () => {
    const deleteUserAccount = vi.fn(async () =>
      Promise.reject(new ApiError(400, 'You cannot do this to your own account')),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderWith(
      { deleteUserAccount },
      <DeleteAccountButton
        account={{ userId: 7, userType: USER_TYPE.PARTNER, name: 'Tariq Transport' }}
        listOf="users"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(deleteUserAccount).toHaveBeenCalledWith(7, 'partner'));
    expect(await screen.findByText('You cannot do this to your own account')).toBeInTheDocument();
  });

  it('cancelling deletes nothing', async () => {
    const deleteUserAccount = vi.fn(async () => ({}));
    const user = renderWith(
      { deleteUserAccount },
      <DeleteAccountButton account={{ userId: 9, userType: USER_TYPE.INTERNAL, name: 'Hina' }} listOf="users" />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteUserAccount).not.toHaveBeenCalled();
  });
});

describe("a project's configuration", () => {
  it('reads the billing set-up, e-mail notifications and contractual shipments in words', async () => {
    const getCompanyConfiguration = vi.fn(async () => ({
      companyId: 1,
      companyName: 'Indus Foods',
      isContractualAllowed: true,
      billing: {
        billingCycle: 'MONTHLY',
        taxPercent: 16,
        dueDays: 30,
        billableChargeTypeIds: [33],
        invoiceEmail: 'ap@indus.example',
        attachBillT: true,
      },
      emailNotifications: { events: ['BID_ACCEPTED'], emails: ['ops@indus.example'] },
    }));
    renderWith({ getCompanyConfiguration }, <ProjectConfiguration companyId={1} />);
    expect(await screen.findByText('Monthly')).toBeInTheDocument();
    expect(getCompanyConfiguration).toHaveBeenCalledWith(1);
    for (const text of ['Allowed', '16%', '30 days after the invoice', 'ap@indus.example', 'ops@indus.example'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/MONTHLY|BID_ACCEPTED/)).not.toBeInTheDocument();
  });

  it('no billing set-up says so; a role that may not read configuration gets no card', async () => {
    const none = vi.fn(async () => ({
      companyId: 2,
      companyName: 'B',
      isContractualAllowed: false,
      billing: null,
      emailNotifications: { events: [], emails: [] },
    }));
    renderWith({ getCompanyConfiguration: none }, <ProjectConfiguration companyId={2} />);
    expect(await screen.findByText('Not set up')).toBeInTheDocument();
    expect(screen.getByText('Not allowed')).toBeInTheDocument();
  });

  it('hides itself on a 403', async () => {
    const refused = vi.fn(async () => Promise.reject(new ApiError(403, 'You are not allowed to do this')));
    renderWith({ getCompanyConfiguration: refused }, <ProjectConfiguration companyId={3} />);
    await waitFor(() => expect(refused).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Configuration' })).not.toBeInTheDocument());
  });
});

describe('assigning several bookings at once (bid assign v3)', () => {
  const booking = (id: number, code: string): ShipmentBookingFields => ({
    id,
    code,
    shipmentId: 5,
    bidId: 1,
    partnerId: 70,
    partnerName: 'Tariq Transport',
    driverId: null,
    vehicleId: null,
    status: 1,
    invoiced: false,
    cancellationReason: null,
    deliveredAt: null,
    createdAt: '2026-11-20T08:00:00Z',
  });
  const calls = (assignDrivers: () => Promise<unknown>) => ({
    assignDrivers: vi.fn(assignDrivers),
    searchDrivers: vi.fn(async () => [
      { id: 1, fullName: 'Ghulam Abbas', phoneNumber: '03051230001', status: 'VERIFIED' },
      { id: 2, fullName: 'Rashid Minhas', phoneNumber: '03051230002', status: 'VERIFIED', activeTripCode: 'BK-000099' },
    ]),
    searchVehicles: vi.fn(async () => [
      { id: 11, registrationNumber: 'LES-1001', vehicleTypeName: 'Flatbed', status: 'VERIFIED' },
      { id: 12, registrationNumber: 'LES-1002', vehicleTypeName: 'Flatbed', status: 'VERIFIED' },
    ]),
  });
  const pick = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
    await user.click(screen.getByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }));
  };

  it('sends every booking picked in one call, and warns of a driver on the road', async () => {
    const provider = calls(async () => []);
    const onClose = vi.fn();
    const user = renderWith(
      provider,
      <BulkAssignDialog
        bookings={[booking(31, 'BK-000031'), booking(32, 'BK-000032')]}
        vehicleTypeId={2}
        onClose={onClose}
      />,
    );
    await pick(user, 'Driver for BK-000031', 'Ghulam Abbas');
    await pick(user, 'Vehicle for BK-000031', 'LES-1001');
    await pick(user, 'Driver for BK-000032', 'Rashid Minhas (on trip BK-000099)');
    expect(screen.getByText('Rashid Minhas is on the road with BK-000099.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign 2' }));
    expect(await screen.findByText(MESSAGES.fillRequired)).toBeInTheDocument();
    expect(provider.assignDrivers).not.toHaveBeenCalled();
    await pick(user, 'Vehicle for BK-000032', 'LES-1002');
    await user.click(screen.getByRole('button', { name: 'Assign 2' }));
    await waitFor(() =>
      expect(provider.assignDrivers).toHaveBeenCalledWith([
        { bookingId: 31, driverId: 1, vehicleId: 11 },
        { bookingId: 32, driverId: 2, vehicleId: 12 },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a refusal (all or none) keeps the dialog and shows why', async () => {
    const provider = calls(async () => Promise.reject(new ApiError(400, MESSAGES.driverNotVerified)));
    const user = renderWith(
      provider,
      <BulkAssignDialog bookings={[booking(31, 'BK-000031')]} vehicleTypeId={2} onClose={vi.fn()} />,
    );
    await pick(user, 'Driver for BK-000031', 'Ghulam Abbas');
    await pick(user, 'Vehicle for BK-000031', 'LES-1001');
    await user.click(screen.getByRole('button', { name: 'Assign 1' }));
    expect(await screen.findByText(MESSAGES.driverNotVerified)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
