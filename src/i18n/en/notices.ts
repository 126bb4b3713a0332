import { NOTIFICATION_TEXTS } from '#domain/notifications';

/** The API's notifications (written in English from src/domain/notifications.ts), said in the user's language. */
export const noticesTexts = { notificationTexts: { ...NOTIFICATION_TEXTS } };
