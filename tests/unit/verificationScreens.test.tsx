import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { VerificationQueuePage } from '../../src/custom/verification/VerificationQueuePage';
import { VerificationCasePage } from '../../src/custom/verification/VerificationCasePage';
import { waitingText } from '../../src/custom/verification/waiting';
import { ConfirmProvider } from '../../src/components/confirm';
import { MESSAGES } from '#domain/messages';
import { ApiError } from '../../src/providers/httpClient';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import type { VerificationCase, VerificationCaseRow } from '../../src/providers/configCalls';
import { i18nProvider } from '../../src/providers/i18nProvider';
import axe from 'axe-core';

vi.setConfig({ testTimeout: 20_000 });

const row = (id: number, name: string, submittedAt: string, waitingHours: number): VerificationCaseRow => ({
  id,
  version: 1,
  partnerId: 100 + id,
  partnerName: name,
  partnerPhone: '03001234567',
  status: 'PENDING',
  submittedAt,
  waitingHours,
  documentCount: 3,
  pendingDocuments: 2,
  decidedAt: null,
  reason: null,
});

const CASE: VerificationCase = {
  ...row(7, 'Khan Logistics', '2026-11-20T08:00:00Z', 72),
  data: { companyName: 'Khan Logistics', cnic: '3520212345671', address: 'Main Road', city: 'Lahore' },
  documents: [
    {
      id: 31,
      documentTypeId: 4,
      documentTypeName: 'CNIC',
      fileName: 'cnic.txt',
      contentType: 'text/plain',
      sizeBytes: 2048,
      createdAt: '2026-11-20T08:00:00Z',
      review: { status: 'PENDING', reason: null, reviewedAt: null, reviewedByName: null },
    },
  ],
  requiredDocumentTypeIds: [4, 5],
  missingDocumentTypeIds: [5],
};

const approvedDoc = (id: number, documentTypeId: number, documentTypeName: string) => ({
  id,
  documentTypeId,
  documentTypeName,
  fileName: `${id}.pdf`,
  contentType: 'application/pdf',
  sizeBytes: 2048,
  createdAt: '2026-11-20T08:00:00Z',
  review: {
    status: 'APPROVED' as const,
    reason: null,
    reviewedAt: '2026-11-21T08:00:00Z',
    reviewedByName: 'Ayesha Khan',
  },
});
/** Every required document on file and approved: the case may be approved. */
const READY: VerificationCase = {
  ...CASE,
  documents: [approvedDoc(31, 4, 'CNIC'), approvedDoc(32, 5, 'Driving License')],
  missingDocumentTypeIds: [],
};

function setup(path: string, overrides: Partial<Record<string, unknown>> = {}) {
  const calls = {
    getClocks: vi.fn(async () => []),
    getVerificationQueue: vi.fn(async () => ({
      // Newest first on purpose: the page lists oldest first.
      content: [
        row(2, 'Newer Carriers', '2026-11-22T10:00:00Z', 5),
        row(1, 'Oldest Transport', '2026-11-19T10:00:00Z', 77),
      ],
      totalElements: 2,
    })),
    getVerificationCase: vi.fn(async () => CASE),
    decideVerificationDocument: vi.fn(async () => ({})),
    decideVerificationCase: vi.fn(async () => ({})),
    downloadDocument: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'cnic.txt', header: () => null })),
    ...overrides,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={calls as unknown as FreightDataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
      >
        <ConfirmProvider>
          <Routes>
            <Route path="/verification" element={<VerificationQueuePage />} />
            <Route path="/verification/:id" element={<VerificationCasePage />} />
          </Routes>
        </ConfirmProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...calls, user: userEvent.setup({ delay: null }) };
}

describe('Accessibility', () => {
  it('has no WCAG A/AA violations on /verification/7', async () => {
    setup('/verification/7');
    await screen.findByRole('button', { name: 'Approve case' });
    const result = await axe.run(document.body, {
      runOnly: ['wcag2a', 'wcag2aa'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`)).toEqual([]);
  });
});

describe('waitingText', () => {
  it('reads hours under a day and whole days beyond', () => {
    expect(waitingText(0, i18nProvider.translate)).toBe('waiting under an hour');
    expect(waitingText(1, i18nProvider.translate)).toBe('waiting 1 hour');
    expect(waitingText(5, i18nProvider.translate)).toBe('waiting 5 hours');
    expect(waitingText(24, i18nProvider.translate)).toBe('waiting 1 day');
    expect(waitingText(77, i18nProvider.translate)).toBe('waiting 3 days');
  });
});

describe('Verification queue', () => {
  it('lists pending cases oldest first with how long each has waited', async () => {
    const { getVerificationQueue, user } = setup('/verification');
    const rows = await screen.findAllByTestId('verification-row');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Oldest Transport', 'Newer Carriers']);
    expect(within(rows[0]).getByText('waiting 3 days')).toBeInTheDocument();
    expect(within(rows[1]).getByText('waiting 5 hours')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2 of 3')).toBeInTheDocument();
    expect(getVerificationQueue).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'PENDING', page: 0 }),
      expect.anything(),
    );
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() =>
      expect(getVerificationQueue).toHaveBeenLastCalledWith(
        expect.objectContaining({ status: 'REJECTED' }),
        expect.anything(),
      ),
    );
  });

  it('shows an empty state', async () => {
    setup('/verification', { getVerificationQueue: vi.fn(async () => ({ content: [], totalElements: 0 })) });
    expect(await screen.findByText('No pending cases.')).toBeInTheDocument();
  });
});

describe('Verification case', () => {
  it('lists the missing required documents', async () => {
    setup('/verification/7');
    const missing = await screen.findByRole('list', { name: 'Missing required documents' });
    expect(within(missing).getAllByRole('listitem')).toHaveLength(1);
  });

  it('previews an image document inline with alt text', async () => {
    const createObjectURL = vi.fn(() => 'blob:preview');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const image = { ...CASE.documents[0], fileName: 'cnic.png', contentType: 'image/png' };
    const { downloadDocument } = setup('/verification/7', {
      getVerificationCase: vi.fn(async () => ({ ...CASE, documents: [image] })),
    });
    expect(await screen.findByRole('img', { name: 'CNIC: cnic.png' })).toHaveAttribute('src', 'blob:preview');
    expect(downloadDocument).toHaveBeenCalledWith('user', 31, true);
  });

  it('rejecting a document needs a reason: no call without one', async () => {
    const { decideVerificationDocument, user } = setup('/verification/7');
    await user.click(await screen.findByRole('button', { name: 'Reject CNIC' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText(MESSAGES.rejectionReasonRequired)).toBeInTheDocument();
    expect(decideVerificationDocument).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Blurred scan');
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() =>
      expect(decideVerificationDocument).toHaveBeenCalledWith(31, { status: 'REJECTED', reason: 'Blurred scan' }),
    );
  });

  it('approves a document straight away', async () => {
    const { decideVerificationDocument, user } = setup('/verification/7');
    await user.click(await screen.findByRole('button', { name: 'Approve CNIC' }));
    await waitFor(() => expect(decideVerificationDocument).toHaveBeenCalledWith(31, { status: 'APPROVED' }));
  });

  it("approving the case goes through the confirmation and shows the API's 400 text", async () => {
    const refusal =
      'The partner cannot be approved before every required document is approved (missing: Driving licence)';
    // Approved meanwhile by no one: a document revoked after the page loaded, say. The API's text is shown.
    const { decideVerificationCase, user } = setup('/verification/7', {
      getVerificationCase: vi.fn(async () => READY),
      decideVerificationCase: vi.fn(async () => Promise.reject(new ApiError(400, refusal))),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve case' }));
    const dialog = await screen.findByRole('dialog');
    expect(decideVerificationCase).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Approve case' }));
    await waitFor(() => expect(decideVerificationCase).toHaveBeenCalledWith(7, { status: 'APPROVED' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('with a required document missing or not approved, Approve case is not offered and the page says what blocks it', async () => {
    const { decideVerificationCase } = setup('/verification/7');
    expect(await screen.findByRole('button', { name: 'Approve case' })).toBeDisabled();
    expect(screen.getByText(/missing: Driving License; not approved yet: CNIC\)$/)).toBeInTheDocument();
    expect(decideVerificationCase).not.toHaveBeenCalled();
  });

  it('cancelling the confirmation makes no call', async () => {
    const { decideVerificationCase, user } = setup('/verification/7', {
      getVerificationCase: vi.fn(async () => READY),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve case' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decideVerificationCase).not.toHaveBeenCalled();
  });
});
