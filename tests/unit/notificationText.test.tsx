import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import french from '../../src/i18n/fr';
import urdu from '../../src/i18n/ur';
import { buildI18nProvider } from '../../src/i18n/i18nProvider';
import { useNotificationText } from '../../src/i18n/useNotificationText';
import { bookingMovedNotice, paymentsSettledNotice } from '../../server/notifications/events';
import { BOOKING_STATUS } from '#domain/bookings';

const inLanguage = (locale: 'fr' | 'ur') => {
  const bundle = locale === 'fr' ? french : urdu;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext i18nProvider={buildI18nProvider(locale, bundle)}>{children}</AdminContext>
  );
  return renderHook(() => useNotificationText(), { wrapper }).result.current;
};

describe("the API's notifications in the user's language", () => {
  const moved = bookingMovedNotice({ id: 7, code: 'BK-000007', shipmentCode: 'SH-000003' }, BOOKING_STATUS.TRANSIT);

  it('says a booking move in French, its status translated and its codes as written', () => {
    const say = inLanguage('fr');
    expect(say(moved.title)).toBe('Réservation BK-000007 : En transit');
    expect(say(moved.body)).toBe("La réservation BK-000007 de l'expédition SH-000003 est maintenant : en transit.");
  });

  it('says one payment and several in their own words, and leaves a text it does not know as it came', () => {
    const say = inLanguage('fr');
    expect(say(paymentsSettledNotice(1, 'Rs 500').body)).toBe('Un paiement de Rs 500 a été versé sur votre compte.');
    expect(say(paymentsSettledNotice(3, 'Rs 900').body)).toBe(
      '3 paiements pour un total de Rs 900 ont été versés sur votre compte.',
    );
    expect(say('Something the portal never wrote')).toBe('Something the portal never wrote');
  });

  it('says a booking move in Urdu', () => {
    expect(inLanguage('ur')(moved.title)).toMatch(/^بکنگ BK-000007: /);
  });
});
