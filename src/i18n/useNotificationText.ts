import { useTranslate } from 'react-admin';
import { BOOKING_STATUS_LABELS } from '#domain/bookings';
import { formatDay } from '#domain/format';
import { NOTIFICATION_TEXTS } from '#domain/notifications';
import { readTemplate, templatePatterns } from './readTemplate';

const PATTERNS = templatePatterns(NOTIFICATION_TEXTS, 'notificationTexts');
const bookingStatusOf = (label: string) =>
  Object.entries(BOOKING_STATUS_LABELS).find(([, english]) => english.toLowerCase() === label.toLowerCase())?.[0];

/**
 * A notification's title or body, which the API keeps in English, in the user's language: its figures
 * (codes, names, amounts) as written, a booking's status and an invoice's date as the user reads them.
 * A text the portal does not know (written before, or by another system) is shown as it came.
 */
export function useNotificationText() {
  const translate = useTranslate();
  return (text: string) => {
    const found = readTemplate(PATTERNS, text);
    if (!found) return text;
    const params: Record<string, string | number> = { ...found.params };
    const status = params.status === undefined ? undefined : bookingStatusOf(String(params.status));
    if (status) {
      const label = translate(`enums.bookingStatus.${status}`);
      // The body says the status mid-sentence, in lower case ("is now in transit").
      params.status = found.params.status === found.params.status.toLowerCase() ? label.toLocaleLowerCase() : label;
    }
    if (params.date) params.date = formatDay(String(params.date));
    return translate(found.key, params);
  };
}
