import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { MESSAGES } from '#domain/messages';
import { OutboxShow } from '../../src/resources/outbox/OutboxShow';
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
const showAt = (id: number) => renderOutbox(`/outbox/${id}/show`, { '/outbox/:id/show': <OutboxShow /> });
const ALREADY_DELIVERED = MESSAGES.outboxAlreadyDelivered;

/** Serves one message; a retry answers `retried` (the record made due again) or a refusal, and is counted. */
function serveMessage(message = FAILED_INVOICE, retried: () => Response = () => answer(retriedOf(message))) {
  const retries: number[] = [];
  let current = message;
  server.use(
    http.get(`${API}/outbox/${message.id}`, () => answer(current)),
    http.post(`${API}/outbox/${message.id}/retry`, () => {
      retries.push(message.id);
      current = retriedOf(message);
      return retried();
    }),
  );
  return retries;
}
const retriedOf = (message: typeof FAILED_INVOICE) => ({
  ...message,
  status: 'PENDING' as const,
  attempts: 0,
  nextAttemptAt: '2026-11-28T09:00:00.000Z',
  version: message.version + 1,
});

describe("an outbox message's page", () => {
  it('shows the message, its attachments and every attempt with the answer it got', async () => {
    serveMessage();
    const { container } = showAt(41);
    const facts = await screen.findByRole('region', { name: 'E-mail to ap@acme.example' });
    expect(within(facts).getByText('Failed')).toBeInTheDocument();
    expect(within(facts).getByText('Invoice INV-000041')).toBeInTheDocument();
    expect(within(facts).getByText('5 / 5')).toBeInTheDocument();
    const attachments = screen.getByRole('table', { name: 'Attachments' });
    expect(
      within(attachments)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'FileTypeSize',
      expect.stringMatching(/^invoice-INV-000041\.pdfapplication\/pdf20(\.0)? KB$/),
      expect.stringMatching(/^bill-t-BK-000011\.pdfapplication\/pdf10(\.0)? KB$/),
    ]);
    const attempts = screen.getByRole('table', { name: 'Attempts' });
    expect(within(attempts).getAllByRole('row')).toHaveLength(3);
    expect(within(attempts).getAllByText('421 Service not available')).toHaveLength(2);
    await expectNoA11yViolations(container);
  });

  it('a failed message is retried after a confirmation, and the page shows it due again', async () => {
    const retries = serveMessage();
    const { user } = showAt(41);
    await user.click(await screen.findByRole('button', { name: 'Retry now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retry the message to ap@acme.example?' });
    expect(retries).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('The message to ap@acme.example is due now')).toBeInTheDocument();
    expect(retries).toEqual([41]);
    // Found once the closing dialog no longer hides the page from the accessibility tree.
    const facts = await screen.findByRole('region', { name: 'E-mail to ap@acme.example' });
    await waitFor(() => expect(within(facts).getByText('Pending')).toBeInTheDocument());
    expect(within(facts).getByText('0 / 5')).toBeInTheDocument();
  });

  it('cancelling the confirmation sends nothing', async () => {
    const retries = serveMessage();
    const { user } = showAt(41);
    await user.click(await screen.findByRole('button', { name: 'Retry now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retry the message to ap@acme.example?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(retries).toEqual([]);
  });

  it('a pending message is made due at once, without asking', async () => {
    const pending = { ...FAILED_INVOICE, status: 'PENDING' as const, attempts: 2 };
    const retries = serveMessage(pending);
    const { user } = showAt(41);
    await user.click(await screen.findByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('The message to ap@acme.example is due now')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(retries).toEqual([41]);
  });

  it('a delivered message cannot be retried, and its page says why; an SMS code shows no subject or attachment', async () => {
    serveMessage(DELIVERED_CODE);
    const { container } = showAt(42);
    const retry = await screen.findByRole('button', { name: 'Retry now' });
    expect(retry).toBeDisabled();
    expect(retry).toHaveAccessibleDescription('Delivered: there is nothing to retry');
    const facts = screen.getByRole('region', { name: 'SMS to 03001234567' });
    expect(within(facts).getByText('One-time code · Sign-up')).toBeInTheDocument();
    expect(screen.getByText('No attachments')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Attempts' })).getByText('202 Accepted')).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('a code that could not be delivered is not sent again, and its page says why', async () => {
    const failedCode = {
      ...DELIVERED_CODE,
      status: 'FAILED' as const,
      deliveredAt: null,
      lastError: 'The provider answered 503',
    };
    const retries = serveMessage(failedCode);
    showAt(failedCode.id);
    const retry = await screen.findByRole('button', { name: 'Retry now' });
    expect(retry).toBeDisabled();
    expect(retry).toHaveAccessibleDescription(MESSAGES.outboxCodeNotResent);
    expect(retries).toEqual([]);
  });

  it("a retry the API refuses shows the API's reason", async () => {
    serveMessage(FAILED_INVOICE, () => refusal(409, ALREADY_DELIVERED));
    const { user } = showAt(41);
    await user.click(await screen.findByRole('button', { name: 'Retry now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retry the message to ap@acme.example?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText(ALREADY_DELIVERED)).toBeInTheDocument();
  });

  it('a message that cannot be read says so with a Retry', async () => {
    server.use(http.get(`${API}/outbox/41`, () => refusal(500, 'Something went wrong')));
    showAt(41);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
