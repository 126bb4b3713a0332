import { urPK as gridUrdu } from '@mui/x-data-grid/locales';
import type { LocaleBundle } from '../types';
import { mergeTexts } from '../mergeTexts';
import { app, resources } from './app';
import { errorTemplates, errors } from './errors';
import { enums } from './enums';
import { shipmentsTexts } from './shipments';
import { componentsTexts } from './components';
import { startTexts } from './start';
import { wizardTexts } from './wizard';
import { bookingsTexts } from './bookings';
import { fleetTexts } from './fleet';
import { moneyTexts } from './money';
import { peopleTexts } from './people';
import { clocksTexts } from './clocks';
import { historyTexts } from './history';
import { ra } from './ra';
import { pickersUrdu } from './pickers';
import { urduDates } from './dates';

/**
 * Urdu (Pakistan's national language), right to left. react-admin, MUI X's pickers and date-fns have
 * no Urdu: their texts are translated here; MUI X's data grid has its own.
 */
const urdu: LocaleBundle = {
  messages: mergeTexts(
    { ra, app, resources, errors, errorTemplates, enums },
    shipmentsTexts,
    componentsTexts,
    startTexts,
    wizardTexts,
    bookingsTexts,
    fleetTexts,
    moneyTexts,
    peopleTexts,
    clocksTexts,
    historyTexts,
  ),
  themeLocales: [gridUrdu, pickersUrdu],
  dateLocale: urduDates,
};
export default urdu;
