import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_CLIENT_CONFIG, type ClientConfig } from '#domain/clientConfig';
import { settledEarlyClientConfig, takeEarlyClientConfig } from '../bootstrap/earlyAnswers';
import { fetchClientConfig } from './fetchClientConfig';
import type { FreightDataProvider } from '../providers/dataProvider';

export type ClientConfigStatus = 'loading' | 'ready' | 'failed';
interface ClientConfigState {
  config: ClientConfig;
  status: ClientConfigStatus;
}

const ClientConfigContext = createContext<ClientConfigState>({
  config: { ...DEFAULT_CLIENT_CONFIG },
  status: 'loading',
});
/** Re-reads THEME and PREFERENCE (after the configuration screen saves one): the running portal follows, no reload. */
const RefreshContext = createContext<() => void>(() => undefined);

/**
 * The client's branding and units (SPEC §1): THEME and PREFERENCE from the API over the defaults.
 * It sits outside react-admin because the theme it yields is react-admin's input; when the fetch
 * fails the defaults stay and the status says so (ConfigFailureNotice shows SPEC §8's text).
 */
export function ClientConfigProvider({
  dataProvider,
  children,
}: {
  dataProvider: FreightDataProvider;
  children: ReactNode;
}) {
  // What the entry asked for while the app downloaded, when it has come: the first render wears it.
  const [state, setState] = useState<ClientConfigState>(() => {
    const early = settledEarlyClientConfig();
    return early ? { config: early, status: 'ready' } : { config: { ...DEFAULT_CLIENT_CONFIG }, status: 'loading' };
  });
  const [generation, setGeneration] = useState(0);
  const refresh = useCallback(() => setGeneration((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    const early = generation === 0 ? takeEarlyClientConfig() : undefined;
    // An early answer the first render already wore is the same object: no second render of the app.
    (early ?? fetchClientConfig(dataProvider)).then(
      (config) => live && setState((current) => (current.config === config ? current : { config, status: 'ready' })),
      () => live && setState({ config: { ...DEFAULT_CLIENT_CONFIG }, status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, generation]);
  useEffect(() => {
    document.title = state.config.clientName;
  }, [state.config.clientName]);
  return (
    <RefreshContext.Provider value={refresh}>
      <ClientConfigContext.Provider value={state}>{children}</ClientConfigContext.Provider>
    </RefreshContext.Provider>
  );
}

export const useClientConfigState = () => useContext(ClientConfigContext);
export const useClientConfig = () => useContext(ClientConfigContext).config;
export const useRefreshClientConfig = () => useContext(RefreshContext);
