import { DEFAULT_CLIENT_CONFIG, type ClientConfig, type ConfigEntry } from '#domain/clientConfig';
import { fetchClientConfig } from '../../theme/fetchClientConfig';
import { httpClient } from '../../providers/httpClient';

/** THEME and PREFERENCE, which anyone may read (the login page wears the client's brand); the defaults when they fail. */
export const loadLoginBrand = (): Promise<ClientConfig> =>
  fetchClientConfig({
    getConfig: (name) => httpClient.request<ConfigEntry>(`/config/${encodeURIComponent(name)}`),
  }).catch(() => ({ ...DEFAULT_CLIENT_CONFIG }));
