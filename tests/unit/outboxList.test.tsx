import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { OutboxList } from '../../src/resources/outbox/OutboxList';
import { onPhoneScreen } from './phoneScreen';
import {
  API,
  DELIVERED_CODE,
  FAILED_INVOICE,
  answer,
  expectNoA11yViolations,
  mockApi,
  refusal,
  renderOutbox,
} from './outboxFixtures';

const server = mockApi();
const ROUTES = { '/outbox': <OutboxList />, '/outbox/:id/show': <p>Message page</p> };

/** Answers the list with `rows` and keeps each query string it was asked with. */
function serveList(rows = [FAILED_INVOICE, DELIVERED_CODE]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/saved-views`, () => answer([])),
    http.get(`${API}/outbox`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return answer({ content: rows, totalElements: rows.length, totalPages: 1, number: 0, size: 10 });
    }),
  );
  return asked;
}

describe('the outbox list', () => {
  it('shows each message with its channel, kind, recipient, status and attempts, each opening its page', async () => {
    serveList();
    const { container, user } = renderOutbox('/outbox', ROUTES);
    const grid = await screen.findByRole('grid', { name: 'Outbox' });
    const invoice = (await within(grid).findByText('ap@acme.example')).closest('[role="row"]') as HTMLElement;
    expect(invoice).toHaveTextContent('E-mail');
    expect(invoice).toHaveTextContent('Invoice INV-000041');
    expect(invoice).toHaveTextContent('Failed');
    expect(invoice).toHaveTextContent('5 / 5');
    expect(invoice).toHaveTextContent('421 Service not available');
    const code = within(grid).getByText('03001234567').closest('[role="row"]') as HTMLElement;
    expect(code).toHaveTextContent('SMS');
    expect(code).toHaveTextContent('One-time code');
    expect(code).toHaveTextContent('Delivered');
    expect(code).toHaveTextContent('1 / 5');
    await expectNoA11yViolations(container);
    await user.click(within(grid).getByRole('link', { name: 'ap@acme.example' }));
    expect(await screen.findByText('Message page')).toBeInTheDocument();
  });

  it('sends the status, channel and kind chosen and the recipient typed to the API', async () => {
    const asked = serveList();
    const { user } = renderOutbox('/outbox', ROUTES);
    await screen.findByRole('grid', { name: 'Outbox' });
    for (const [filter, choice] of [
      ['Status', 'Failed'],
      ['Channel', 'E-mail'],
      ['Kind', 'Invoice'],
    ]) {
      await user.click(screen.getByRole('combobox', { name: filter }));
      await user.click(await screen.findByRole('option', { name: choice }));
    }
    await user.type(screen.getByRole('textbox', { name: 'Search by recipient' }), 'acme');
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({
        status: 'FAILED',
        channel: 'EMAIL',
        kind: 'INVOICE',
        q: 'acme',
        page: '0',
      }),
    );
  });

  it('says when no message matches', async () => {
    serveList([]);
    renderOutbox('/outbox', ROUTES);
    expect(await screen.findByText('No Outbox yet.')).toBeInTheDocument();
  });

  it('says why the list could not be read, with a Retry that reads it again', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/saved-views`, () => answer([])),
      http.get(`${API}/outbox`, () => {
        calls += 1;
        return calls === 1
          ? refusal(500, 'Something went wrong')
          : answer({ content: [FAILED_INVOICE], totalElements: 1 });
      }),
    );
    const { user } = renderOutbox('/outbox', ROUTES);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ap@acme.example')).toBeInTheDocument();
  });

  it('reads as cards on a phone', async () => {
    onPhoneScreen();
    serveList();
    renderOutbox('/outbox', ROUTES);
    const card = (await screen.findByText('ap@acme.example')).closest('a') as HTMLElement;
    expect(card).toHaveTextContent(/Invoice · 5 \/ 5/);
    expect(card).toHaveTextContent('Failed');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
