import type { SavedViewDefaultRecord, SavedViewRecord } from '#domain/records/savedViews';
import type { SavedViewQuery } from '#domain/savedViews';
import type { HttpClient } from './httpClient';
export type { SavedViewRecord } from '#domain/records/savedViews';

export interface SavedViewInput {
  list: string;
  name: string;
  sharedWithRoleId: number | null;
  query: SavedViewQuery;
}

/** Saved list views (server/savedViews/): the caller's and those shared with their role. */
export const savedViewCalls = (http: HttpClient) => ({
  /** Of one list; without one, of every list (the menu's). */
  getSavedViews: (list?: string) => http.request<SavedViewRecord[]>('/saved-views', { query: { list } }),
  createSavedView: (view: SavedViewInput) =>
    http.request<SavedViewRecord>('/saved-views', { method: 'POST', body: view }),
  updateSavedView: (id: number, version: number, view: SavedViewInput) =>
    http.request<SavedViewRecord>(`/saved-views/${id}`, { method: 'PUT', body: { ...view, version } }),
  deleteSavedView: (id: number) => http.request<SavedViewRecord>(`/saved-views/${id}`, { method: 'DELETE' }),
  setDefaultView: (list: string, viewId: number | null) =>
    http.request<SavedViewDefaultRecord>('/saved-views/default', { method: 'PUT', body: { list, viewId } }),
});
export type SavedViewCalls = ReturnType<typeof savedViewCalls>;
