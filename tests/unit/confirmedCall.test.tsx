import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification, RecordContextProvider } from 'react-admin';
import { ConfirmProvider, useConfirmedCall } from '../../src/components/confirm';
import french from '../../src/i18n/fr';
import { errorTemplates as frenchTemplates } from '../../src/i18n/fr/errors';
import { buildI18nProvider } from '../../src/i18n/i18nProvider';
import { MESSAGE_TEMPLATES, fillMessage } from '#domain/messages';
import { BLOCK_STATUS, USER_TYPE } from '#domain/userTypes';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { UserStatusButton } from '../../src/resources/users/UserStatusButton';
import { BankAccountRowActions } from '../../src/resources/bank-accounts/BankAccountRowActions';

type Calls = Record<string, (...args: never[]) => Promise<unknown>>;

function renderWith(calls: Calls, record: object, children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext
      dataProvider={calls as unknown as FreightDataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
    >
      <ConfirmProvider>
        <RecordContextProvider value={record}>{children}</RecordContextProvider>
      </ConfirmProvider>
      <Notification />
    </AdminContext>,
  );
  return userEvent.setup({ delay: null });
}

const BLOCKED_USER = {
  id: 41,
  userType: USER_TYPE.INTERNAL,
  fullName: 'Sana Malik',
  roleId: null,
  blockStatus: BLOCK_STATUS.BLOCKED,
};

const ACCOUNT = {
  id: 5,
  partnerId: 7,
  partnerName: 'Khan Transport',
  bankName: 'HBL',
  accountTitle: 'Khan Transport',
  accountNumber: '0123456789',
  branchCode: null,
  isPrimary: false,
  version: 1,
};

const waitForNoDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('UserStatusButton: unblock behind a confirmation', () => {
  const renderButton = (setUserStatus: () => Promise<unknown>, broker = false) => {
    const calls = {
      getList: vi.fn(async () => ({ data: [], total: 0 })),
      setUserStatus: vi.fn(setUserStatus),
      setDemandAddaStatus: vi.fn(setUserStatus),
    };
    const user = renderWith(calls, BLOCKED_USER, <UserStatusButton broker={broker} />);
    return { ...calls, user };
  };

  it('asks first, then unblocks and says so', async () => {
    const { user, setUserStatus } = renderButton(async () => ({}));
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Sana Malik?' });
    expect(setUserStatus).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(setUserStatus).toHaveBeenCalledWith(41, { blockStatus: BLOCK_STATUS.UNBLOCKED }));
    expect(await screen.findByText('Sana Malik unblocked')).toBeInTheDocument();
  });

  it('cancelling makes no call; a broker goes through its own call', async () => {
    const { user, setUserStatus, setDemandAddaStatus } = renderButton(async () => ({}), true);
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitForNoDialog();
    expect(setDemandAddaStatus).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(setDemandAddaStatus).toHaveBeenCalledWith(41, { blockStatus: BLOCK_STATUS.UNBLOCKED }));
    expect(setUserStatus).not.toHaveBeenCalled();
  });

  it("a refusal shows the API's message and no success", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderButton(async () => {
      throw new Error('You may not unblock this user');
    });
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('You may not unblock this user')).toBeInTheDocument();
    expect(screen.queryByText('Sana Malik unblocked')).not.toBeInTheDocument();
  });
});

describe('BankAccountRowActions: delete behind a confirmation', () => {
  const renderActions = (remove: () => Promise<unknown>) => {
    const calls = { delete: vi.fn(remove) };
    const user = renderWith(calls, ACCOUNT, <BankAccountRowActions />);
    return { ...calls, user };
  };
  const deleteButton = () => screen.getByRole('button', { name: 'Delete bank account HBL 0123456789' });

  it('asks first (naming the partner), is disabled while deleting, then says so', async () => {
    let answer: (value: unknown) => void = () => {};
    const { user, delete: remove } = renderActions(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    await user.click(deleteButton());
    const dialog = await screen.findByRole('dialog', { name: 'Delete bank account HBL 0123456789?' });
    expect(dialog).toHaveAccessibleDescription("It is removed from Khan Transport's accounts.");
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledWith('bank-accounts', expect.objectContaining({ id: 5, previousData: ACCOUNT }));
    await waitFor(() => expect(deleteButton()).toBeDisabled());
    answer({ data: ACCOUNT });
    expect(await screen.findByText('Bank account deleted')).toBeInTheDocument();
    await waitFor(() => expect(deleteButton()).toBeEnabled());
  });

  it("a refusal shows the API's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderActions(async () => {
      throw new Error('A partner keeps at least one bank account');
    });
    await user.click(deleteButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('A partner keeps at least one bank account')).toBeInTheDocument();
    expect(screen.queryByText('Bank account deleted')).not.toBeInTheDocument();
    await waitFor(() => expect(deleteButton()).toBeEnabled());
  });
});

describe("useConfirmedCall: a refusal in the user's language", () => {
  function Move({ call }: { call: () => Promise<unknown> }) {
    const { run } = useConfirmedCall();
    return (
      <button
        type="button"
        onClick={() => void run({ dialog: { title: 'Move?', confirmationText: 'Go' }, call, success: 'Done' })}
      >
        Move
      </button>
    );
  }

  it("says SPEC's text with figures (a template) in French, the figures kept", async () => {
    const refusal = fillMessage(MESSAGE_TEMPLATES.driverOnAnotherTrip, { trip: 'BK-000009' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AdminContext queryClient={queryClient} i18nProvider={buildI18nProvider('fr', french)}>
        <ConfirmProvider>
          <Move call={async () => Promise.reject(new Error(refusal))} />
        </ConfirmProvider>
        <Notification />
      </AdminContext>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go' }));
    const inFrench = fillMessage(frenchTemplates.driverOnAnotherTrip, { trip: 'BK-000009' });
    expect(await screen.findByText(inFrench)).toBeInTheDocument();
  });
});
