import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import axe from 'axe-core';
import type { PartnerScorecardRecord, ScorecardWindowRecord } from '#domain/records/scorecards';
import { USER_TYPE } from '#domain/userTypes';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { storage } from '../../src/providers/storage';
import { PartnerScorecard } from '../../src/components/scorecards/PartnerScorecard';
import { BidsTable } from '../../src/components/bids/BidsTable';
import { ConfirmProvider } from '../../src/components/confirm';
import type { ShipmentBidFields } from '../../src/providers/shipmentRelatedCalls';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const AS_OF = '2026-11-27T10:00:00.000Z';
const rate = (numerator: number, denominator: number) => ({
  numerator,
  denominator,
  rate: denominator ? numerator / denominator : null,
});

function windowOf(window: '90d' | 'all', trips: number, pickups: [number, number], score: number | null) {
  return {
    window,
    since: window === 'all' ? null : '2026-08-29T10:00:00.000Z',
    trips,
    onTimePickup: {
      ...rate(...pickups),
      numeratorFigure: 'onTimePickup',
      denominatorFigure: 'pickedUp',
      missedFigure: 'latePickup',
      graceHours: 2,
    },
    onTimeDelivery: {
      ...rate(3, 4),
      numeratorFigure: 'onTimeDelivery',
      denominatorFigure: 'trips',
      missedFigure: 'lateDelivery',
      graceHours: 4,
      averageSpeedKmh: 40,
    },
    podCompliance: {
      ...rate(0, 0),
      numeratorFigure: 'podOnTime',
      denominatorFigure: 'podDue',
      missedFigure: 'podLate',
      dueDays: 3,
    },
    backouts: { ...rate(1, 7), numeratorFigure: 'backedOut', denominatorFigure: 'booked', missedFigure: null },
    cancellations: { ...rate(0, 7), numeratorFigure: 'cancelled', denominatorFigure: 'booked', missedFigure: null },
    score: { value: score, minTrips: 3, parts: [] },
  } satisfies ScorecardWindowRecord;
}

const CARD: PartnerScorecardRecord = {
  partnerId: 17,
  partnerName: 'Potohar Carriers',
  verification: 'PENDING',
  score: 72,
  asOf: AS_OF,
  windows: [windowOf('90d', 4, [18, 20], 72), windowOf('all', 2, [2, 2], null)],
};

const answer = (data: JsonBodyType) => HttpResponse.json({ data });

function renderIn(children: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={createDataProvider(createHttpClient({ baseUrl: API }))} queryClient={queryClient}>
        {children}
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const filterOf = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'http://x');
  return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? 'null') as unknown };
};

describe("a partner's scorecard", () => {
  it('shows every figure of both windows with its inputs, each number a link to exactly its bookings', async () => {
    server.use(http.get(`${API}/partners/17/scorecard`, () => answer(CARD)));
    renderIn(<PartnerScorecard partnerId={17} />);
    expect(screen.getByRole('progressbar', { name: 'Loading the scorecard' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Scorecard' });
    expect(within(section).getByText('Score: 72 / 100')).toBeInTheDocument();
    expect(within(section).getByText('Verification: Awaiting review')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Scorecard' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Figure', 'Last 90 days', 'All time']);
    const pickups = within(table).getByRole('row', { name: /On-time pick-up/ });
    const [recent] = within(pickups).getAllByRole('cell');
    expect(recent).toHaveTextContent('18 of 20 pick-ups on time · 90% · 2 late');
    const [onTime, all, late] = within(recent).getAllByRole('link');
    expect(onTime).toHaveAccessibleName('Pick-ups on time (On-time pick-up, Last 90 days): open these 18 bookings');
    expect(filterOf(onTime)).toEqual({
      path: '/bookings',
      filter: { partnerId: 17, scoreFigure: 'onTimePickup', scoreWindow: '90d', scoreAsOf: AS_OF },
    });
    expect(filterOf(all).filter).toMatchObject({ scoreFigure: 'pickedUp', scoreWindow: '90d' });
    expect(filterOf(late).filter).toMatchObject({ scoreFigure: 'latePickup' });
    // Nothing counted yet says so rather than 0%; no score below the fewest trips.
    const pod = within(table).getByRole('row', { name: /Proof of delivery on time/ });
    expect(within(pod).getAllByRole('cell')[0]).toHaveTextContent(
      '0 of 0 proofs of delivery on time · Nothing to count yet',
    );
    const score = within(table).getByRole('row', { name: /^Score/ });
    expect(within(score).getAllByRole('cell')[1]).toHaveTextContent('No score yetFewer than 3 trips in the window');
    const trips = within(table).getByRole('row', { name: /^Trips/ });
    expect(filterOf(within(trips).getAllByRole('link')[1]).filter).toMatchObject({
      scoreFigure: 'trips',
      scoreWindow: 'all',
    });
    // The rules in words, with the constants the figures used.
    expect(section).toHaveTextContent('A pick-up is on time up to 2 h after the loading time.');
    expect(section).toHaveTextContent('at 40 km/h, plus 4 h');
    expect(section).toHaveTextContent('within 3 days of delivery');
    expect((await axe.run(section)).violations).toEqual([]);
  });

  it('says so when the scorecard cannot be read', async () => {
    server.use(
      http.get(`${API}/partners/17/scorecard`, () =>
        HttpResponse.json({ message: 'Not found', error: 'Not Found', statusCode: 404 }, { status: 404 }),
      ),
    );
    renderIn(<PartnerScorecard partnerId={17} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('the score beside a bid', () => {
  const bid = (id: number, partnerId: number, partnerName: string, score: number | null): ShipmentBidFields => ({
    id,
    shipmentId: 42,
    partnerId,
    partnerName,
    amount: 95000,
    bidCategoryTypeId: 1,
    vehicleCount: 1,
    status: 'CREATED',
    reason: null,
    createdAt: '2026-11-27T08:00:00.000Z',
    partnerScore: {
      score,
      trips: score === null ? 1 : 20,
      onTimePickup: rate(9, 10),
      onTimeDelivery: rate(1, 2),
      verification: 'APPROVED',
      asOf: AS_OF,
    },
  });

  it("shows each partner's score chip, linking to its scorecard, and its on-time rates", () => {
    storage.set('userType', String(USER_TYPE.INTERNAL));
    renderIn(
      <ConfirmProvider>
        <BidsTable
          rows={[bid(1, 5, 'Tariq Transport', 76), bid(2, 17, 'Potohar Carriers', null)]}
          isPending={false}
          error={null}
        />
      </ConfirmProvider>,
    );
    const table = screen.getByRole('table', { name: 'Bids' });
    expect(within(table).getByRole('columnheader', { name: 'Partner score' })).toBeInTheDocument();
    const scored = within(table).getByRole('link', { name: "Score 76: open Tariq Transport's scorecard" });
    expect(scored).toHaveAttribute('href', '/users/5/show');
    expect(scored).toHaveTextContent('76');
    expect(
      within(table).getByRole('link', { name: "No score yet: open Potohar Carriers's scorecard" }),
    ).toHaveTextContent('New');
    expect(within(table).getAllByText('On time: pick-up 90%, delivery 50%')).toHaveLength(2);
    // The partner's own cell still reads the partner's name alone.
    expect(within(table).getByRole('cell', { name: 'Tariq Transport' })).toBeInTheDocument();
  });

  it('has no score column when the API sent no scores (the shipper side)', () => {
    const { partnerScore: _dropped, ...plain } = bid(1, 5, 'Tariq Transport', 76);
    renderIn(<BidsTable rows={[plain]} isPending={false} error={null} />);
    expect(screen.queryByRole('columnheader', { name: 'Partner score' })).toBeNull();
  });
});
