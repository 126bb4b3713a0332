import { useDataProvider } from 'react-admin';
import type { FreightApi } from './dataProvider';

/** react-admin's dataProvider, typed with our named calls only (see FreightApi). */
export const useFreightDataProvider = (): FreightApi => useDataProvider() as unknown as FreightApi;
