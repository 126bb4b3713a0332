import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed-data/demo';
import { referenceCode } from '#domain/referenceCodes';

/** The CSR agent of the demo seed: sees every company's shipments and bookings. */
const CSR = DEMO_USERS[0];

export async function loginCsr(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: CSR.phoneNumber, password: DEMO_PASSWORD, clientSecret: 'csr-portal-secret' }),
  });
  if (!response.ok) throw new Error(`CSR login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { auth: { token: string } } }).data.auth.token;
}

export interface Scenario {
  key: 'shipmentList' | 'bookingList' | 'shipmentDetail' | 'search' | 'laneRates' | 'bidsWithScores';
  label: string;
  path: string;
  /** Paths taken in turn, when each request asks for another record. */
  paths?: string[];
}

/** The current shipments a CSR agent works through: filtered, sorted by loading time, zero-based page 3 of 5. */
export const SHIPMENT_LIST_PATH = '/api/shipment?filter=current&sort=loadingTime&order=DESC&page=3&pageSize=5';

/** Misspelt names of the demo seed (a letter left out, or two swapped), each found by the search's near misses. */
const TYPOS = ['Karachi Cemnt', 'Indus Fods', 'Shaheen Gods', 'Karchi Cement', 'Shaheen Ada', 'Ayesha Kahn'];

/**
 * What a CSR types into the portal's Ctrl+K search, six kinds in turn, ten of each: the start of a
 * shipment's reference ("SH-0043"), the end of one ("04318"), the start of a PO number ("PO-2431"),
 * the start of a word of a company's name ("Cemen"), part of a phone number ("0300123", "11234567")
 * and a misspelt name. The references and PO numbers are of shipments spread over the whole table,
 * as the bench seed writes them (bench/api/seed.ts: shipment id n is PO-<20000 + n - 1>).
 */
export function searchTerms(shipmentCount: number): string[] {
  const words = [...new Set(DEMO_COMPANIES.flatMap((c) => [c.name, c.group.name]).flatMap((n) => n.split(' ')))];
  const companyWords = words.filter((word) => /^[A-Z][a-z]{3,}$/.test(word));
  const phones = [...new Set(DEMO_USERS.map((u) => u.phoneNumber))];
  const terms: string[] = [];
  for (let i = 0; i < 10; i++) {
    // Past the demo seed's own 72 shipments.
    const index = 100 + ((i * 7919 + 4217) % Math.max(1, shipmentCount - 100));
    const code = referenceCode('shipment', index + 1);
    terms.push(
      code.slice(0, 7),
      code.slice(-5),
      `PO-${20000 + index}`.slice(0, 7),
      companyWords[i % companyWords.length].slice(0, 5),
      i % 2 ? phones[i % phones.length].slice(-8) : phones[i % phones.length].slice(0, 7),
      TYPOS[i % TYPOS.length],
    );
  }
  return terms;
}

/**
 * The lane-rate calls of the wizard's Pricing step: 1,000 lanes over the bench seed's 29 Pakistani
 * cities (ids 1-29, bench/api/seed.ts) and 7 vehicle types. Nearly every pair of distinct cities and
 * vehicle type has shipments there (about 17 each); a city to itself has none, so 1 call in 29 reads
 * the wider region (the pick-up state to the drop-off state) as a thin lane does.
 */
export function laneRatePaths(): string[] {
  return Array.from({ length: 1000 }, (_, i) => {
    const pickup = 1 + ((i * 7) % 29);
    const dropOff = 1 + ((i * 11 + 3) % 29);
    const vehicleType = 1 + (i % 7);
    return `/api/lane-rates?pickupCityId=${pickup}&dropOffCityId=${dropOff}&vehicleTypeId=${vehicleType}`;
  });
}

/**
 * The measured routes, as the CSR portal calls them. The detail cycles through 1,000
 * shipment ids spread over the whole table, so it does not read one cached row over and over; the
 * search through 60 terms of six kinds (searchTerms).
 */
export function scenarios(shipmentCount: number): Scenario[] {
  const ids = Array.from({ length: 1000 }, (_, i) => 1 + Math.floor((i * 7919) % shipmentCount));
  const searches = searchTerms(shipmentCount).map((q) => `/api/search?q=${encodeURIComponent(q)}`);
  const lanes = laneRatePaths();
  // A shipment's Bids tab sorted by score: every bench shipment has bids (bench/api/seed.ts), all of one
  // partner with 158k bookings, whose scorecard is counted once and then read kept (server/scorecards/kept.ts).
  const bidLists = ids.map((id) => `/api/shipment/${id}/bids/v3?sort=score`);
  return [
    { key: 'shipmentList', label: 'shipment list (current, by loading time, page 3)', path: SHIPMENT_LIST_PATH },
    { key: 'bookingList', label: 'booking list (newest first, page 2)', path: '/api/booking?page=2&pageSize=4' },
    {
      key: 'shipmentDetail',
      label: 'shipment by id (detail)',
      path: `/api/shipment/${ids[0]}`,
      paths: ids.map((id) => `/api/shipment/${id}`),
    },
    { key: 'search', label: 'search, 60 terms (references, names, phones, typos)', path: searches[0], paths: searches },
    {
      key: 'laneRates',
      label: 'lane rates, 1,000 lanes (1 in 29 thin: its region instead)',
      path: lanes[0],
      paths: lanes,
    },
    {
      key: 'bidsWithScores',
      label: "a shipment's bids with their partners' scores, sorted by score (1,000 shipments)",
      path: bidLists[0],
      paths: bidLists,
    },
  ];
}

/**
 * json-server 0.17's closest equivalent of SHIPMENT_LIST_PATH: the current statuses (a repeated key
 * is an OR), the same sort, and its one-based page 4 of 5.
 */
export const JSON_SERVER_LIST_PATH =
  '/shipments?status=CREATED&status=DISPATCH_STARTED&status=TRANSIT&_sort=loadingTime&_order=desc&_page=4&_limit=5';

/** The ceiling server's one route (bench/api/ceilingServer.ts). */
export const CEILING_PATH = '/api/bench/ceiling';
