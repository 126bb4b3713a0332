import raFrench from 'ra-language-french';
import { fr } from 'date-fns/locale/fr';
import { frFR as gridFrench } from '@mui/x-data-grid/locales';
import { frFR as pickersFrench } from '@mui/x-date-pickers/locales';
import { frFR as coreFrench } from '@mui/material/locale';
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

/** French (Djibouti's official language): react-admin's, MUI X's and date-fns' French, and the portal's. */
const french: LocaleBundle = {
  messages: mergeTexts(
    { ...raFrench, app, resources, errors, errorTemplates, enums },
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
  themeLocales: [coreFrench, gridFrench, pickersFrench],
  dateLocale: fr,
};
export default french;
