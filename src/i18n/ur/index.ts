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
import { recordsTexts } from './records';
import { noticesTexts } from './notices';
import { bulkTexts } from './bulk';
import { shipmentImportTexts } from './shipmentImport';
import { laneRatesTexts } from './laneRates';
import { scorecardsTexts } from './scorecards';
import { outboxTexts } from './outbox';
import { ra } from './ra';
import { pickersUrdu } from './pickers';
import { urduDates } from './dates';
import { coreUrdu, gridUrduComplete } from './grid';
// Nastaliq, the script Urdu is read in, only its Arabic-script letters; these files come with this chunk.
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import '@fontsource/noto-nastaliq-urdu/arabic-700.css';

/**
 * Urdu (Pakistan's national language), right to left. react-admin, MUI X's pickers and date-fns have
 * no Urdu: their texts are translated here; MUI X's data grid has its own, completed in ./grid.
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
    recordsTexts,
    noticesTexts,
    bulkTexts,
    shipmentImportTexts,
    laneRatesTexts,
    scorecardsTexts,
    outboxTexts,
  ),
  themeLocales: [coreUrdu, gridUrduComplete, pickersUrdu],
  dateLocale: urduDates,
  fontFamily: '"Noto Nastaliq Urdu"',
};
export default urdu;
