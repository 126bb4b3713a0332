import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BID_CATEGORY_TYPE } from '#domain/bidding';
import { USER_TYPE } from '#domain/userTypes';
import type { LaneRatesRecord } from '#domain/records/laneRates';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { storage } from '../../src/providers/storage';
import { LaneRateSuggestion } from '../../src/custom/shipmentWizard/LaneRateSuggestion';
import { wizardDefaults, type WizardValues } from '../../src/custom/shipmentWizard/wizardDefaults';
import { BidVsLaneMedian, type BidLaneShipment } from '../../src/components/bids/BidLaneComparison';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LAHORE_KARACHI: LaneRatesRecord = {
  lane: {
    pickupCityId: 2,
    pickupCityName: 'Lahore',
    dropOffCityId: 1,
    dropOffCityName: 'Karachi',
    vehicleTypeId: 2,
    vehicleTypeName: 'Flatbed',
  },
  basis: 'lane',
  region: { pickupStateId: 1, pickupStateName: 'Punjab', dropOffStateId: 2, dropOffStateName: 'Sindh' },
  trips: { lane: 7, region: null },
  windowDays: 90,
  minTrips: 5,
  windowStart: '2026-08-30T12:00:00.000Z',
  asOf: '2026-11-28T12:00:00.000Z',
  shipperRate: { count: 7, p25: 162_500, median: 172_000, p75: 177_500 },
};

/** The lane calls the page made, by their query. */
let asked: string[] = [];
const answering = (record: LaneRatesRecord | null, status = 200) =>
  http.get(`${API}/lane-rates`, ({ request }) => {
    asked.push(new URL(request.url).search);
    return record
      ? HttpResponse.json({ data: record })
      : HttpResponse.json(
          { message: 'Internal Server Error', error: 'Internal Server Error', statusCode: status },
          { status },
        );
  });
afterEach(() => {
  asked = [];
});

function Wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MemoryRouter>
      <AdminContext dataProvider={createDataProvider(createHttpClient({ baseUrl: API }))} queryClient={queryClient}>
        {children}
      </AdminContext>
    </MemoryRouter>
  );
}

/** The wizard's form with the lane chosen (or not), the suggestion, and the Shipper Rate as the form holds it. */
function Pricing({ values }: { values: Partial<WizardValues> }) {
  const defaults = wizardDefaults();
  const form = useForm<WizardValues>({ defaultValues: { ...defaults, ...values } });
  return (
    <FormProvider {...form}>
      <LaneRateSuggestion />
      <ShipperRate />
    </FormProvider>
  );
}
function ShipperRate() {
  const rate = useWatch<WizardValues, 'shipperRate'>({ name: 'shipperRate' });
  return <output aria-label="Shipper rate held">{rate}</output>;
}

const withLane = (pickup: number | '', dropOff: number | '', vehicleTypeId: number | '', bidCategoryTypeId = 1) => {
  const defaults = wizardDefaults();
  return {
    pickupLocations: [{ ...defaults.pickupLocations[0], cityId: pickup }],
    dropOffLocations: [{ ...defaults.dropOffLocations[0], cityId: dropOff }],
    vehicleTypeId,
    bidCategoryTypeId,
  } as Partial<WizardValues>;
};

function renderPricing(values: Partial<WizardValues>, userType: number = USER_TYPE.SHIPPER) {
  storage.set('userType', String(userType));
  render(
    <Wrapper>
      <Pricing values={values} />
    </Wrapper>,
  );
  return userEvent.setup({ delay: null });
}

describe('the Pricing step suggests a shipper rate from the lane', () => {
  it('asks nothing until the pick-up city, the drop-off city and the vehicle type are chosen', async () => {
    server.use(answering(LAHORE_KARACHI));
    renderPricing(withLane(2, '', 2));
    await new Promise((done) => setTimeout(done, 50));
    expect(asked).toEqual([]);
    expect(screen.queryByTestId('lane-rate-suggestion')).not.toBeInTheDocument();
  });

  it('shows the median with its range and count as guidance, and "Use suggested rate" fills the Shipper Rate', async () => {
    server.use(answering(LAHORE_KARACHI));
    const user = renderPricing(withLane(2, 1, 2));
    expect(await screen.findByText('Suggested shipper rate: Rs 172,000 per vehicle')).toBeInTheDocument();
    expect(asked).toEqual(['?pickupCityId=2&dropOffCityId=1&vehicleTypeId=2']);
    expect(screen.getByText('Most of these trips were priced between Rs 162,500 and Rs 177,500.')).toBeInTheDocument();
    expect(screen.getByText('Based on 7 trips on Lahore → Karachi, Flatbed in the last 90 days.')).toBeInTheDocument();
    expect(screen.getByText(/not a promise/)).toBeInTheDocument();
    // A shipper's booking list holds its own company's bookings only: no link to "the trips behind it".
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Shipper rate held')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Use suggested rate' }));
    expect(screen.getByLabelText('Shipper rate held')).toHaveTextContent('172000');
  });

  it('a region-based suggestion says it is the wider region; staff get the link to its bookings', async () => {
    server.use(
      answering({
        ...LAHORE_KARACHI,
        basis: 'region',
        trips: { lane: 3, region: 40 },
        shipperRate: { count: 38, p25: 150_000.5, median: 160_000, p75: 170_250 },
        carrierAmount: { count: 40, p25: 130_000, median: 140_000, p75: 150_000 },
      }),
    );
    renderPricing(withLane(2, 1, 2), USER_TYPE.INTERNAL);
    expect(
      await screen.findByText(
        'Based on 38 trips from Punjab → Sindh (the wider region: the lane itself had 3) in the last 90 days.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Most of these trips were priced between Rs 150,001 and Rs 170,250.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'See the trips behind it' });
    const filter = JSON.parse(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('filter')!) as object;
    expect(filter).toEqual({
      pickupStateId: 1,
      dropOffStateId: 2,
      vehicleTypeId: 2,
      laneSide: 'shipperRate',
      fromDate: LAHORE_KARACHI.windowStart,
      toDate: LAHORE_KARACHI.asOf,
    });
  });

  it('with too little history it says so, with the counts found, and offers no rate', async () => {
    server.use(
      answering({
        ...LAHORE_KARACHI,
        basis: 'none',
        trips: { lane: 2, region: 4 },
        shipperRate: { count: 4, p25: null, median: null, p75: null },
      }),
    );
    renderPricing(withLane(2, 1, 2));
    expect(
      await screen.findByText(
        'Not enough history to suggest a rate for Lahore → Karachi, Flatbed: 2 on the lane and 4 in the wider region (Punjab → Sindh) in the last 90 days; at least 5 are needed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use suggested rate' })).not.toBeInTheDocument();
  });

  it('a shipment priced per tonne is told the rates are per vehicle, with nothing to fill in', async () => {
    server.use(answering(LAHORE_KARACHI));
    renderPricing(withLane(2, 1, 2, BID_CATEGORY_TYPE.PER_TONNE));
    expect(await screen.findByText(/this shipment is priced per tonne/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use suggested rate' })).not.toBeInTheDocument();
  });

  it('shows a placeholder while loading, and a failed call leaves a note and the wizard as it was', async () => {
    server.use(answering(null, 500));
    renderPricing(withLane(2, 1, 2));
    expect(screen.getByLabelText('Looking up the rates of this lane')).toBeInTheDocument();
    expect(
      await screen.findByText('The rates of this lane could not be loaded: set the rate yourself.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Shipper rate held')).toBeInTheDocument();
  });
});

describe('a bid beside the lane median', () => {
  const shipment: BidLaneShipment = {
    pickupCityId: 2,
    dropOffCityId: 1,
    vehicleTypeId: 2,
    bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
    weight: 36,
    vehicleCount: 2,
  };
  const rates: LaneRatesRecord = {
    ...LAHORE_KARACHI,
    carrierAmount: { count: 12, p25: 90_000, median: 100_000, p75: 110_000 },
  };
  const show = (amount: number, on: BidLaneShipment = shipment, with_: LaneRatesRecord = rates) =>
    render(
      <Wrapper>
        <BidVsLaneMedian amount={amount} shipment={on} rates={with_} />
      </Wrapper>,
    );

  it('says how far above or below the median the bid is, in whole percent', () => {
    show(108_000);
    expect(screen.getByText('8% above lane median')).toBeInTheDocument();
    show(87_600);
    expect(screen.getByText('12% below lane median')).toBeInTheDocument();
    show(100_300);
    expect(screen.getByText('At the lane median')).toBeInTheDocument();
  });

  it('a per-tonne bid is compared per vehicle, as it would be booked (18 t a vehicle here)', () => {
    show(6_000, { ...shipment, bidCategoryTypeId: BID_CATEGORY_TYPE.PER_TONNE });
    expect(screen.getByText('8% above lane median')).toBeInTheDocument();
  });

  it('the median opens the bookings it was read from', () => {
    show(108_000);
    const link = screen.getByRole('link', { name: 'Lane median Rs 100,000 per vehicle, over 12 trips (this lane)' });
    const filter = JSON.parse(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('filter')!) as object;
    expect(filter).toEqual({
      pickupCityId: 2,
      dropOffCityId: 1,
      vehicleTypeId: 2,
      laneSide: 'carrierAmount',
      fromDate: rates.windowStart,
      toDate: rates.asOf,
    });
  });

  it('without enough history there is no median to compare with', async () => {
    show(108_000, shipment, {
      ...rates,
      basis: 'none',
      carrierAmount: { count: 3, p25: null, median: null, p75: null },
    });
    await waitFor(() => expect(screen.getByText('No lane median')).toBeInTheDocument());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
