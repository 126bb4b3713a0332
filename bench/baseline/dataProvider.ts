import type { DataProvider, RaRecord } from 'react-admin';
import { api } from './api';

interface Page {
  content: RaRecord[];
  totalElements: number;
}

const unsupported = () => Promise.reject(new Error('The baseline app only reads shipments and bookings'));
/** The API's list path of each resource the baseline shows. */
const LISTS: Record<string, string> = {
  shipments: '/shipment?filter=all',
  bookings: '/booking?sort=createdAt&order=DESC',
};

/**
 * The minimal provider: shipments and bookings listed through the API (zero-based pages). Other
 * resources (what ListGuesser guesses from *Id columns) answer nothing rather than fail.
 */
export const baselineDataProvider: DataProvider = {
  async getList(resource, { pagination, signal }) {
    const list = LISTS[resource];
    if (!list) return { data: [], total: 0 };
    const page = Math.max(0, (pagination?.page ?? 1) - 1);
    const answer = await api<Page>(`${list}&page=${page}&pageSize=${pagination?.perPage ?? 10}`, {
      signal,
    });
    return { data: answer.content as never[], total: answer.totalElements };
  },
  async getOne(resource, { id, signal }) {
    if (resource !== 'shipments') return unsupported();
    return { data: await api<never>(`/shipment/${id}`, { signal }) };
  },
  getMany: async () => ({ data: [] }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: unsupported,
  update: unsupported,
  updateMany: unsupported,
  delete: unsupported,
  deleteMany: unsupported,
};
