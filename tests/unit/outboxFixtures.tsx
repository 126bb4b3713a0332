import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import axe from 'axe-core';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { ConfirmProvider } from '../../src/components/confirm';
import type { OutboxMessageRecord } from '../../src/resources/outbox/outboxRecord';

export const API = 'http://api.test';

/** An msw server for the file, refusing any call a test did not expect. */
export function mockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export const answer = (data: JsonBodyType) => HttpResponse.json({ data });
export const refusal = (status: number, message: string) =>
  HttpResponse.json({ message, error: 'Refused', statusCode: status }, { status });

/** A failed invoice e-mail with its two PDFs: five attempts made, the last answer kept. */
export const FAILED_INVOICE: OutboxMessageRecord = {
  id: 41,
  channel: 'EMAIL',
  kind: 'INVOICE',
  event: null,
  recipient: 'ap@acme.example',
  language: 'en',
  subject: 'Invoice INV-000041',
  status: 'FAILED',
  attempts: 5,
  maxAttempts: 5,
  nextAttemptAt: null,
  lastError: '421 Service not available',
  createdAt: '2026-11-27T09:00:00.000Z',
  deliveredAt: null,
  attachments: [
    { fileName: 'invoice-INV-000041.pdf', contentType: 'application/pdf', sizeBytes: 20480 },
    { fileName: 'bill-t-BK-000011.pdf', contentType: 'application/pdf', sizeBytes: 10240 },
  ],
  version: 6,
  attemptLog: [
    { at: '2026-11-27T09:00:01.000Z', ok: false, answer: '421 Service not available' },
    { at: '2026-11-27T09:00:31.000Z', ok: false, answer: '421 Service not available' },
  ],
};

/** A code by SMS, delivered: no subject, no attachments (the code itself is never answered). */
export const DELIVERED_CODE: OutboxMessageRecord = {
  ...FAILED_INVOICE,
  id: 42,
  channel: 'SMS',
  kind: 'CODE',
  event: 'phone:user',
  recipient: '03001234567',
  subject: null,
  status: 'DELIVERED',
  attempts: 1,
  lastError: null,
  deliveredAt: '2026-11-27T10:00:02.000Z',
  attachments: [],
  attemptLog: [{ at: '2026-11-27T10:00:02.000Z', ok: true, answer: '202 Accepted' }],
};

/** Renders `routes` under the `outbox` resource at `path`, with the real data provider against msw. */
export function renderOutbox(path: string, routes: Record<string, ReactNode>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={createDataProvider(createHttpClient({ baseUrl: API }))} queryClient={queryClient}>
        <ConfirmProvider>
          <ResourceContextProvider value="outbox">
            <Routes>
              {Object.entries(routes).map(([route, element]) => (
                <Route key={route} path={route} element={element} />
              ))}
            </Routes>
          </ResourceContextProvider>
        </ConfirmProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** axe-core's WCAG A/AA rules that jsdom can judge (no layout, so no colour contrast). */
const JSDOM_AXE = { runOnly: ['wcag2a', 'wcag2aa'], rules: { 'color-contrast': { enabled: false } } };
export const expectNoA11yViolations = async (container: HTMLElement) =>
  expect((await axe.run(container, JSDOM_AXE)).violations.map((v) => v.id)).toEqual([]);
