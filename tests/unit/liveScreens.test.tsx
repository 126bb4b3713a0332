import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { LiveMark } from '../../src/live/LiveMark';
import { ListUpdatesNotice } from '../../src/live/ListUpdatesNotice';
import { liveStore } from '../../src/live/liveStore';
import { i18nProvider } from '../../src/providers/i18nProvider';

/** The app bar's mark and a list's "N updated — Refresh", as the change feed moves them. */
const inAdmin = (children: React.ReactNode) =>
  render(<AdminContext i18nProvider={i18nProvider}>{children}</AdminContext>);
const byColleague = (id: number) => ({
  resource: 'shipments',
  id,
  version: 2,
  event: 'tagged',
  at: '',
  by: { id: 9, name: 'Bushra', session: 'another-browser' },
});

afterEach(() =>
  act(() => {
    liveStore.setStatus('off');
    liveStore.reset();
  }),
);

describe('LiveMark', () => {
  it('says Live while following, Reconnecting… while the stream is down, nothing when the API has no feed', () => {
    inAdmin(<LiveMark />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => liveStore.setStatus('live'));
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    act(() => liveStore.setStatus('reconnecting'));
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    act(() => liveStore.setStatus('off'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('ListUpdatesNotice', () => {
  const listOf = (refetch: () => void, data = [{ id: 1 }, { id: 2 }]) =>
    ({ resource: 'shipments', data, refetch }) as unknown as ListControllerResult;

  it('counts the rows others changed and refetches the list on demand, which clears the count', async () => {
    const refetch = vi.fn();
    const { rerender } = inAdmin(
      <ListContextProvider value={listOf(refetch)}>
        <ListUpdatesNotice />
      </ListContextProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    act(() => {
      liveStore.changedByOthers(byColleague(1));
      liveStore.changedByOthers(byColleague(2));
      liveStore.changedByOthers(byColleague(2));
    });
    await userEvent.click(screen.getByRole('button', { name: '2 updated — Refresh' }));
    expect(refetch).toHaveBeenCalledOnce();
    // The refetched page arrives: what the list shows is current again.
    rerender(
      <AdminContext i18nProvider={i18nProvider}>
        <ListContextProvider value={listOf(refetch, [{ id: 1 }, { id: 2 }, { id: 3 }])}>
          <ListUpdatesNotice />
        </ListContextProvider>
      </AdminContext>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("another resource's changes are not this list's", () => {
    inAdmin(
      <ListContextProvider value={listOf(vi.fn())}>
        <ListUpdatesNotice />
      </ListContextProvider>,
    );
    act(() => liveStore.changedByOthers({ ...byColleague(1), resource: 'bookings' }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
