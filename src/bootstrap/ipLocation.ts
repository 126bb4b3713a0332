import { httpClient, type HttpClient } from '../providers/httpClient';
import { storage } from '../providers/storage';

export interface IpLocation {
  ip: string;
  countryCode: string;
  country: string;
  countryId: number | null;
  source: string;
}

/** SPEC §7 start-up step 2: when no IP location is cached, ask the API once and cache it. */
export async function loadIpLocation(http: HttpClient = httpClient): Promise<IpLocation | null> {
  const cached = storage.getJson<IpLocation>('ipLocation');
  if (cached) return cached;
  try {
    const location = await http.request<IpLocation>('/ip-location', { auth: false });
    storage.setJson('ipLocation', location);
    return location;
  } catch (error) {
    console.warn('ipLocation error', error instanceof Error ? error.message : String(error));
    return null;
  }
}
