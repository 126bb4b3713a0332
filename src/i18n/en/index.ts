import raEnglish from 'ra-language-english';
import { enGB } from 'date-fns/locale/en-GB';
import type { LocaleBundle } from '../types';
import { mergeTexts } from '../mergeTexts';
import { app, errorTemplates, errors, resources } from './app';
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

/**
 * English, the default: react-admin's texts and the portal's (SPEC's wording); MUI X's defaults are
 * English already. Each screen area keeps its texts in its own file (`app.<area>.*`, and field labels
 * as react-admin's `resources.<name>.fields.<source>`); French and Urdu have the same files and keys.
 */
export const englishMessages = mergeTexts(
  { ...raEnglish, app, resources, errors, errorTemplates, enums },
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
);
export type AppMessages = Pick<typeof englishMessages, 'app' | 'errors'>;

const english: LocaleBundle = { messages: englishMessages, themeLocales: [], dateLocale: enGB };
export default english;
