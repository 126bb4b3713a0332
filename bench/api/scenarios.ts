import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed-data/demo';

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
  key: 'shipmentList' | 'bookingList' | 'shipmentDetail';
  label: string;
  path: string;
  /** Paths taken in turn, when each request asks for another record. */
  paths?: string[];
}

/** The current shipments a CSR agent works through: filtered, sorted by loading time, zero-based page 3 of 5. */
export const SHIPMENT_LIST_PATH = '/api/shipment?filter=current&sort=loadingTime&order=DESC&page=3&pageSize=5';

/**
 * The three measured routes, as the CSR portal calls them. The detail cycles through 1,000
 * shipment ids spread over the whole table, so it does not read one cached row over and over.
 */
export function scenarios(shipmentCount: number): Scenario[] {
  const ids = Array.from({ length: 1000 }, (_, i) => 1 + Math.floor((i * 7919) % shipmentCount));
  return [
    { key: 'shipmentList', label: 'shipment list (current, by loading time, page 3)', path: SHIPMENT_LIST_PATH },
    { key: 'bookingList', label: 'booking list (newest first, page 2)', path: '/api/booking?page=2&pageSize=4' },
    {
      key: 'shipmentDetail',
      label: 'shipment by id (detail)',
      path: `/api/shipment/${ids[0]}`,
      paths: ids.map((id) => `/api/shipment/${id}`),
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
