import { createContext, useContext } from 'react';
import { enGB } from 'date-fns/locale/en-GB';

/** The date-fns locale of the language on screen (the pickers' day and month names). */
export const DateLocaleContext = createContext<import('date-fns').Locale>(enGB);
export const useDateLocale = () => useContext(DateLocaleContext);
