import { USER_TYPE } from '#domain/userTypes';
import { storage } from './storage';

/** Internal (CSR) staff: the API refuses staff-only calls to anyone else; the portal hides them too. */
export const useIsStaff = () => Number(storage.get('userType')) === USER_TYPE.INTERNAL;

/** A broker (demand adda): posts shipments for its adda or for the projects it made. Readable outside React too. */
export const isBroker = () => Number(storage.get('userType')) === USER_TYPE.DEMAND_ADDA;
export const useIsBroker = isBroker;
