import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import axe from 'axe-core';
import { REFRESH_INTERVAL_MS } from '#domain/limits';
import { NOTIFICATION_PAGE_SIZE } from '#domain/notifications';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import type { HttpClient } from '../../src/providers/httpClient';
import { operationsCalls, type NotificationPage, type NotificationRecord } from '../../src/providers/operationsCalls';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { NotificationBell } from '../../src/custom/notifications';
import { notificationsQueryOptions } from '../../src/custom/notifications/useNotifications';

const note = (id: number, over: Partial<NotificationRecord> = {}): NotificationRecord => ({
  id,
  kind: 'BID_PLACED',
  title: `Notification ${id}`,
  body: `Body ${id}`,
  link: null,
  read: false,
  readAt: null,
  createdAt: `2026-11-2${id}T10:00:00Z`,
  ...over,
});
const page = (content: NotificationRecord[]): NotificationPage => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: NOTIFICATION_PAGE_SIZE,
  unreadCount: content.filter((n) => !n.read).length,
});

function calls(getNotifications: () => Promise<NotificationPage>) {
  return {
    getNotifications: vi.fn(getNotifications),
    setNotificationRead: vi.fn(async (id: number, read: boolean) => ({ ...note(id), read })),
    markAllNotificationsRead: vi.fn(async () => ({ updated: 2 })),
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBell(provider: ReturnType<typeof calls>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/']}>
      <AdminContext
        dataProvider={provider as unknown as FreightDataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
      >
        <NotificationBell />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const drawer = () => screen.getByRole('dialog', { name: 'Notifications' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('notification calls', () => {
  it('ask the SPEC §7 paths', async () => {
    const request = vi.fn(async () => ({}));
    const api = operationsCalls({ request } as unknown as HttpClient);
    await api.getNotifications({ page: 1, pageSize: 20, unread: true });
    await api.markAllNotificationsRead();
    await api.setNotificationRead(7, false);
    expect(request.mock.calls).toEqual([
      ['/notification/user/all', { query: { page: 1, pageSize: 20, unread: true } }],
      ['/notification/markAllRead/user', { method: 'POST' }],
      ['/notification/updateNotificationStatus', { method: 'PUT', body: { id: 7, read: false } }],
    ]);
  });
});

describe('NotificationBell', () => {
  it('names the bell with the unread count and shows it as a badge', async () => {
    renderBell(calls(async () => page([note(1), note(2), note(3, { read: true })])));
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
  });

  it('polls every SPEC §9 refresh interval', async () => {
    expect(notificationsQueryOptions(calls(async () => page([]))).refetchInterval).toBe(REFRESH_INTERVAL_MS);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const provider = calls(async () => page([]));
    renderBell(provider);
    await waitFor(() => expect(provider.getNotifications).toHaveBeenCalledTimes(1));
    expect(provider.getNotifications).toHaveBeenCalledWith({ page: 0, pageSize: NOTIFICATION_PAGE_SIZE });
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS - 1000);
    expect(provider.getNotifications).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(provider.getNotifications).toHaveBeenCalledTimes(2));
  });

  it('shows the loading state while the list is fetched', async () => {
    const user = renderBell(calls(() => new Promise<NotificationPage>(() => undefined)));
    await user.click(screen.getByRole('button', { name: 'Notifications, 0 unread' }));
    expect(within(drawer()).getByRole('progressbar', { name: 'Loading notifications' })).toBeInTheDocument();
  });

  it('shows the failed state with a retry that fetches again', async () => {
    let fail = true;
    const provider = calls(async () => {
      if (fail) throw new Error('Server down');
      return page([note(1)]);
    });
    const user = renderBell(provider);
    await waitFor(() => expect(provider.getNotifications).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: /^Notifications, \d+ unread$/ }));
    expect(await within(drawer()).findByRole('alert')).toHaveTextContent('Unable to fetch notifications');
    fail = false;
    await user.click(within(drawer()).getByRole('button', { name: 'Retry' }));
    expect(await within(drawer()).findByText('Notification 1')).toBeInTheDocument();
    expect(within(drawer()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    const user = renderBell(calls(async () => page([])));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await within(drawer()).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(drawer()).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('lists newest first, unread in bold, and marks one read or unread', async () => {
    const provider = calls(async () => page([note(2), note(1, { read: true })]));
    const user = renderBell(provider);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const items = within(drawer()).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/^Notification \d$/).textContent)).toEqual([
      'Notification 2',
      'Notification 1',
    ]);
    expect(within(items[0]).getByText('Notification 2')).toHaveStyle({ fontWeight: '700' });
    expect(within(items[1]).getByText('Notification 1')).toHaveStyle({ fontWeight: '400' });
    await user.click(within(drawer()).getByRole('button', { name: 'Mark as read: Notification 2' }));
    expect(provider.setNotificationRead).toHaveBeenCalledWith(2, true);
    await user.click(within(drawer()).getByRole('button', { name: 'Mark as unread: Notification 1' }));
    expect(provider.setNotificationRead).toHaveBeenCalledWith(1, false);
    await waitFor(() => expect(provider.getNotifications.mock.calls.length).toBeGreaterThanOrEqual(3));
    const result = await axe.run(drawer(), {
      runOnly: ['wcag2a', 'wcag2aa'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`)).toEqual([]);
  });

  it('marks all read', async () => {
    const provider = calls(async () => page([note(2), note(1)]));
    const user = renderBell(provider);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(within(drawer()).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(provider.markAllNotificationsRead).toHaveBeenCalledTimes(1));
  });

  it('opening a notification with a link goes there and marks it read', async () => {
    const provider = calls(async () => page([note(3, { link: '/shipments/12/show', title: 'New bid on SH-000012' })]));
    const user = renderBell(provider);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(within(drawer()).getByRole('button', { name: /^New bid on SH-000012/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/shipments/12/show');
    expect(provider.setNotificationRead).toHaveBeenCalledWith(3, true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('closes with the close button and with Escape, focus back on the bell', async () => {
    const user = renderBell(calls(async () => page([])));
    const bell = await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    await user.click(bell);
    await user.click(within(drawer()).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    bell.focus();
    await user.keyboard('{Enter}');
    expect(drawer()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
  });
});
