import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import axe from 'axe-core';
import { MESSAGES } from '#domain/messages';
import type { BulkOutcome } from '#domain/records/bulk';
import type { BulkItem } from '#domain/schemas/bulk';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ResourceList } from '../../src/components/ResourcePages';
import { ResourceGrid } from '../../src/components/grid/ResourceGrid';
import { BulkTag } from '../../src/resources/shipments/bulk/BulkShipmentMoves';
import { retryableIds } from '../../src/components/bulk/bulkOutcome';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
vi.setConfig({ testTimeout: 20_000 });

const shipment = (id: number, version: number) => ({ id, code: `SH-00000${id}`, version });
/** What the list shows: three shipments, as read. */
const LISTED = [shipment(1, 1), shipment(2, 4), shipment(3, 2)];
/** Each bulk call's body, in order. */
let sent: { items: BulkItem[]; taggingOrigin: string }[] = [];
afterEach(() => {
  sent = [];
});

function serve(answers: ((body: (typeof sent)[number]) => Response)[]) {
  server.use(
    http.get(`${API}/shipment`, () =>
      HttpResponse.json({ data: { content: LISTED, totalElements: 3, totalPages: 1, number: 0, size: 5 } }),
    ),
    // The list's saved views (none here).
    http.get(`${API}/saved-views`, () => HttpResponse.json({ data: [] })),
    // Shipment 3 was edited meanwhile: a re-read finds it at version 3.
    http.get(`${API}/shipment/3`, () => HttpResponse.json({ data: shipment(3, 3) })),
    http.post(`${API}/shipment/bulk/tag`, async ({ request }) => {
      const body = (await request.json()) as (typeof sent)[number];
      sent.push(body);
      return answers[sent.length - 1](body);
    }),
  );
}
const outcome = (outcome: BulkOutcome) => HttpResponse.json({ data: outcome });
const done = (id: number, version: number) => ({ id, status: 'done' as const, version });

function renderList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/shipments']}>
      <AdminContext
        dataProvider={createDataProvider(createHttpClient({ baseUrl: API }))}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
      >
        <Routes>
          <Route
            path="/shipments"
            element={
              <ResourceContextProvider value="shipments">
                <ResourceList exporter={false}>
                  <ResourceGrid
                    label="Shipments"
                    columns={[{ field: 'code', headerName: 'Reference' }]}
                    card={{ primary: (r) => String(r.code) }}
                    bulkActions={<BulkTag />}
                  />
                </ResourceList>
              </ResourceContextProvider>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const rowOf = async (code: string) => (await screen.findByText(code)).closest('[role="row"]') as HTMLElement;
async function selectAll(user: ReturnType<typeof userEvent.setup>) {
  for (const { code } of LISTED) await user.click(within(await rowOf(code)).getByRole('checkbox'));
}
const expectAccessible = async () =>
  expect((await axe.run(document.body, { runOnly: ['wcag2a', 'wcag2aa'] })).violations).toEqual([]);

describe('a bulk action on the selected rows', () => {
  it('sends one call with each row’s version, lists what was refused and why, and retries the failed from a fresh read', async () => {
    serve([
      () =>
        outcome({
          results: [done(1, 2), done(2, 5), { id: 3, status: 'refused', code: 409, message: MESSAGES.staleShipment }],
          done: 2,
          refused: 1,
        }),
      () => outcome({ results: [done(3, 4)], done: 1, refused: 0 }),
    ]);
    const user = renderList();
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Tag' }));
    const form = await screen.findByRole('dialog', { name: 'Tag 3 shipments' });
    await user.click(within(form).getByRole('button', { name: 'Tag' }));

    const result = await screen.findByRole('dialog', { name: 'Tag: the outcome' });
    expect(sent[0]).toEqual({ items: LISTED.map(({ id, version }) => ({ id, version })), taggingOrigin: 'normal' });
    expect(within(result).getByRole('status')).toHaveTextContent('2 done, 1 refused');
    const refused = within(result).getByRole('list', { name: 'Refused' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`SH-000003${MESSAGES.staleShipment}`]);
    await expectAccessible();

    await user.click(within(result).getByRole('button', { name: 'Retry the failed' }));
    await waitFor(() => expect(within(result).getByRole('status')).toHaveTextContent('1 done, 0 refused'));
    expect(sent[1]).toEqual({ items: [{ id: 3, version: 3 }], taggingOrigin: 'normal' });
    expect(within(result).queryByRole('button', { name: 'Retry the failed' })).not.toBeInTheDocument();
    expect(within(result).queryByRole('list')).not.toBeInTheDocument();

    await user.click(within(result).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await rowOf('SH-000001')).getByRole('checkbox')).not.toBeChecked();
  });

  it('a call refused whole keeps its dialog open with the reason, and nothing is shown as done', async () => {
    serve([
      () =>
        HttpResponse.json({ message: MESSAGES.bulkItemsRange, error: 'Bad Request', statusCode: 400 }, { status: 400 }),
    ]);
    const user = renderList();
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Tag' }));
    const form = await screen.findByRole('dialog', { name: 'Tag 3 shipments' });
    await user.click(within(form).getByRole('button', { name: 'Tag' }));
    expect(await within(form).findByText(MESSAGES.bulkItemsRange)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Tag: the outcome' })).not.toBeInTheDocument();
  });

  it('does not offer to retry a row refused as not found: a re-read cannot reach it either', () => {
    const refused = (id: number, code: number) => ({ id, status: 'refused' as const, code, message: 'x' });
    expect(
      retryableIds({ results: [done(1, 2), refused(2, 409), refused(3, 404), refused(4, 400)], done: 1, refused: 3 }),
    ).toEqual([2, 4]);
  });
});
