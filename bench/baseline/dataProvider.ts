import type { DataProvider, RaRecord } from 'react-admin';
import { api } from './api';

interface Page {
  content: RaRecord[];
  totalElements: number;
}

const unsupported = () => Promise.reject(new Error('The baseline app only lists shipments'));

/**
 * The minimal provider: shipments listed through GET /api/shipment (zero-based pages). Other
 * resources (what ListGuesser guesses from *Id columns) answer nothing rather than fail.
 */
export const baselineDataProvider: DataProvider = {
  async getList(resource, { pagination, signal }) {
    if (resource !== 'shipments') return { data: [], total: 0 };
    const page = Math.max(0, (pagination?.page ?? 1) - 1);
    const answer = await api<Page>(`/shipment?filter=all&page=${page}&pageSize=${pagination?.perPage ?? 10}`, {
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
