import { describe, expect, it, vi } from 'vitest';
import { useSyncExternalStore } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, memoryStore, useTranslate, type DataProvider } from 'react-admin';
import { MESSAGES } from '#domain/messages';
import english, { englishMessages } from '../../src/i18n/en';
import { app as frenchApp } from '../../src/i18n/fr/app';
import { errorTemplates as frenchErrorTemplates, errors as frenchErrors } from '../../src/i18n/fr/errors';
import { useTranslateText } from '../../src/i18n/useTranslateText';
import { bidLimitMessage } from '#domain/schemas/bookings';
import { buildI18nProvider } from '../../src/i18n/i18nProvider';
import { LanguageMenu } from '../../src/i18n/LanguageMenu';
import { FollowLanguage } from '../../src/i18n/useLanguage';
import { LanguageNotice } from '../../src/i18n/useChangeLanguage';
import { isLocale, storedLocale } from '../../src/i18n/locale';
import { takeLoginPageChoice } from '../../src/i18n/pendingChoice';
import { storage } from '../../src/providers/storage';

function Probe() {
  const translate = useTranslate();
  return (
    <>
      <p>{translate('app.auth.signIn')}</p>
      <p>{translate(MESSAGES.loginFailed, { _: MESSAGES.loginFailed })}</p>
    </>
  );
}

/** What App does: the chosen language (this browser's) drives react-admin's. */
function FollowStorage() {
  const chosen = useSyncExternalStore(storage.subscribe, () => storedLocale() ?? 'en');
  return <FollowLanguage locale={isLocale(chosen) ? chosen : 'en'} />;
}

function renderWithMenu(dataProvider: Partial<DataProvider> = {}) {
  render(
    <AdminContext
      dataProvider={dataProvider as DataProvider}
      i18nProvider={buildI18nProvider('en', english)}
      store={memoryStore()}
    >
      <FollowStorage />
      <LanguageNotice />
      <LanguageMenu />
      <Probe />
      <Notification />
    </AdminContext>,
  );
  return userEvent.setup({ delay: null });
}

describe('choosing the language', () => {
  it('signed out: the texts and SPEC messages turn French, the choice is kept here and saved at sign-in', async () => {
    const user = renderWithMenu();
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loginFailed)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose the language' }));
    await user.click(screen.getByRole('menuitem', { name: 'Français (French)' }));

    expect(await screen.findByText(frenchApp.auth.signIn)).toBeInTheDocument();
    expect(screen.getByText(frenchErrors.loginFailed)).toBeInTheDocument();
    expect(storedLocale()).toBe('fr');
    expect(takeLoginPageChoice()).toBe('fr');
  });

  it('signed in: the choice is saved to the profile, and a failed save says so and keeps the language', async () => {
    storage.set('token', 'token');
    storage.setJson('user', { id: 7, userType: 4, fullName: 'A', email: null, companyId: null, companyName: null });
    const saveMyLocale = vi.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(new Error('offline'));
    const user = renderWithMenu({ saveMyLocale } as never);

    await user.click(await screen.findByRole('button', { name: 'Choose the language' }));
    await user.click(screen.getByRole('menuitem', { name: 'Français (French)' }));
    expect(await screen.findByText(frenchApp.auth.signIn)).toBeInTheDocument();
    expect(saveMyLocale).toHaveBeenCalledWith(7, 'fr');
    expect(takeLoginPageChoice()).toBeNull();

    await user.click(screen.getByRole('button', { name: frenchApp.language.choose }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(saveMyLocale).toHaveBeenLastCalledWith(7, 'en');
    expect(await screen.findByText(englishMessages.app.language.notSaved)).toBeInTheDocument();
    expect(storedLocale()).toBe('en');
  });
});

describe('SPEC texts from the API, in the user language', () => {
  function Texts({ texts }: { texts: string[] }) {
    const translateText = useTranslateText();
    return (
      <>
        {texts.map((text) => (
          <p key={text}>{translateText(text)}</p>
        ))}
      </>
    );
  }

  it('a known text and one with figures (read back from the English) are shown in French; others as they came', async () => {
    const { default: frenchBundle } = await import('../../src/i18n/fr');
    render(
      <AdminContext i18nProvider={buildI18nProvider('fr', frenchBundle)} store={memoryStore()}>
        <Texts texts={[MESSAGES.notFound, bidLimitMessage(1000, 50000), 'Something the API made up']} />
      </AdminContext>,
    );
    expect(await screen.findByText(frenchErrors.notFound)).toBeInTheDocument();
    expect(
      screen.getByText(frenchErrorTemplates.bidLimit.replace('%{min}', '1,000').replace('%{max}', '50,000')),
    ).toBeInTheDocument();
    expect(screen.getByText('Something the API made up')).toBeInTheDocument();
  });
});
