import { DEFAULT_CLIENT_CONFIG } from '#domain/clientConfig';
import { dismissEntryCards } from '../firstRows/entryCardsPage';
import { DEFAULT_LOCALE, LOCALE_LABELS, type LocaleCode } from '#domain/locales';
import type { LoginKind } from '#domain/userTypes';
import { storage } from '../../providers/storage';
import { loginNoticeOf } from '../../custom/auth/authPaths';
import { safeRedirect } from '../../custom/auth/safeRedirect';
import { applyDocumentLocale, isLocale, storedLocale } from '../../i18n/locale';
import { rememberLoginPageChoice } from '../../i18n/pendingChoice';
import { errorIn, noticeIn, textIn } from './signInTexts';
import { brandColours, loginMode, primaryColours } from './loginLook';
import { keepLanguageChoice } from './keepLanguageChoice';
import { attemptSignIn, type SignInError } from './attemptSignIn';
import { addLoginStyles, LOGIN_TEMPLATE } from './loginTemplate';
import { languageMenu } from './languageMenu';

/** What the page around the form does: the entry starts the app, the app's route navigates inside it. */
export interface LoginFormHost {
  /** Signed in; the target is the ?redirect= path, already made safe. */
  signedIn(target: string): void | Promise<void>;
  /** A footer link to another auth page, followed without reloading. */
  open(path: string): void;
  /** The person has started using the form (a key, a click, an autofill): the app may start downloading. */
  firstInput?(): void;
}

const KIND_TEXTS = { internal: 'internalStaff', shipper: 'shipper' } as const;
const isLoginKind = (value: unknown): value is LoginKind => value === 'internal' || value === 'shipper';
/** The sign-in last chosen on this browser; internal staff the first time. */
const lastLoginKind = (): LoginKind => {
  const stored = storage.get('loginKind');
  return isLoginKind(stored) ? stored : 'internal';
};

/**
 * SPEC §2 sign-in as plain HTML, no framework: the entry draws it before React has downloaded, and the
 * app's /auth/login route mounts the same form. The names and roles are the MUI page's: a "Sign in as"
 * group of two pressed/unpressed buttons, labelled fields, a "Sign in" button, the language menu.
 * `search` is the address's query (?redirect=, ?notice=). Returns what removes it.
 */
export function mountLoginForm(
  container: HTMLElement,
  host: LoginFormHost,
  search: string = window.location.search,
): () => void {
  addLoginStyles();
  dismissEntryCards();
  container.innerHTML = LOGIN_TEMPLATE;
  const $ = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
  const page = $<HTMLElement>('.pl-page');
  const form = $<HTMLFormElement>('form');
  const username = $<HTMLInputElement>('#pl-username');
  const password = $<HTMLInputElement>('#pl-password');
  const submitButton = $<HTMLButtonElement>('.pl-submit');
  const langButton = $<HTMLButtonElement>('[data-lang-button]');
  const menu = $<HTMLUListElement>('[role="menu"]');
  const logo = $<HTMLImageElement>('[data-logo]');
  const kindButtons = [...container.querySelectorAll<HTMLButtonElement>('[data-kind]')];

  const params = new URLSearchParams(search);
  const redirectTo = safeRedirect(params.get('redirect'));
  const notice = loginNoticeOf(params.get('notice'));
  let locale: LocaleCode = storedLocale() ?? DEFAULT_LOCALE;
  let chosenHere = Boolean(storedLocale());
  let error: SignInError | null = null;
  const flash = storage.takeFlash();
  if (flash) error = { text: flash };
  // Who just signed up is a shipper or broker: both sign in on the shipper login; else the last choice here.
  let kind: LoginKind = params.get('notice') === 'registered' ? 'shipper' : lastLoginKind();
  let busy = false;
  /** Until removed: an answer that comes later changes nothing. */
  let live = true;
  let brand = { ...DEFAULT_CLIENT_CONFIG } as {
    logoUrl: string;
    clientName: string;
    primaryColor: string;
    secondaryColor: string;
  };

  const languages = languageMenu(langButton, menu, () => locale, chooseLanguage);
  const text = (name: string) => textIn(locale, (t) => (t.auth as Record<string, unknown>)[name] as string);

  function paintLook() {
    const mode = loginMode();
    const { primary, onPrimary } = primaryColours(brandColours(brand).primary, mode);
    page.dataset.mode = mode;
    page.style.setProperty('--pl-primary', primary);
    page.style.setProperty('--pl-on-primary', onPrimary);
    if (logo.getAttribute('src') !== brand.logoUrl) logo.src = brand.logoUrl;
    logo.alt = brand.clientName;
  }

  function paintTexts() {
    applyDocumentLocale(locale);
    for (const element of container.querySelectorAll<HTMLElement>('[data-text]'))
      if (!(element === submitButton && busy)) element.textContent = text(element.dataset.text!);
    $<HTMLElement>('[data-kinds]').setAttribute('aria-label', text('signInAs'));
    $<HTMLElement>('nav').setAttribute('aria-label', text('accountHelp'));
    langButton.setAttribute(
      'aria-label',
      textIn(locale, (t) => t.language.choose),
    );
    $<HTMLElement>('[data-lang-name]').textContent = LOCALE_LABELS[locale];
    if (busy) $<HTMLElement>('.pl-spinner').setAttribute('aria-label', text('signingIn'));
    const noticeBox = $<HTMLElement>('[role="status"]');
    noticeBox.hidden = !notice;
    $<HTMLElement>('[data-notice]').textContent = notice ? noticeIn(locale, notice) : '';
    paintError();
    languages.paint(locale);
  }

  function paintError() {
    const box = $<HTMLElement>('[role="alert"]');
    box.hidden = !error;
    if (!error) return;
    $<HTMLElement>('[data-error]').textContent =
      'other' in error
        ? textIn(locale, (t) => t.auth.useOtherSignIn, { kind: text(KIND_TEXTS[error.other]) })
        : errorIn(locale, error.text);
  }

  function paintKind() {
    for (const button of kindButtons) button.setAttribute('aria-pressed', String(button.dataset.kind === kind));
  }

  function setBusy(next: boolean) {
    busy = next;
    submitButton.disabled = next;
    submitButton.setAttribute('aria-busy', String(next));
    if (next) {
      submitButton.innerHTML = '<span class="pl-spinner" role="progressbar"></span>';
      $<HTMLElement>('.pl-spinner').setAttribute('aria-label', text('signingIn'));
    } else submitButton.textContent = text('signIn');
  }

  const markInvalid = (fields: string[]) => {
    for (const input of [username, password]) input.setAttribute('aria-invalid', String(fields.includes(input.name)));
  };

  async function submit(event: Event) {
    event.preventDefault();
    if (busy) return;
    started();
    error = null;
    paintError();
    const values = { userType: kind, username: username.value, password: password.value };
    setBusy(true);
    const attempt = await attemptSignIn(values);
    if (!live) return;
    if (!attempt.signedIn) {
      setBusy(false);
      if (attempt.invalid) markInvalid(attempt.invalid);
      if ('other' in attempt.error) {
        kind = attempt.error.other;
        storage.set('loginKind', kind);
        paintKind();
      }
      error = attempt.error;
      paintError();
      return;
    }
    markInvalid([]);
    storage.set('loginKind', values.userType);
    keepLanguageChoice(locale);
    await host.signedIn(redirectTo);
  }

  let firstInputDone = false;
  function started() {
    if (firstInputDone) return;
    firstInputDone = true;
    host.firstInput?.();
  }

  function chooseLanguage(code: LocaleCode) {
    languages.close(true);
    if (code === locale) return;
    locale = code;
    chosenHere = true;
    rememberLoginPageChoice(code);
    storage.set('locale', code);
    paintTexts();
  }

  const listeners: [EventTarget, string, EventListener][] = [
    [form, 'submit', submit],
    [form, 'input', started],
    [container, 'keydown', started],
    [container, 'pointerdown', started],
    [
      $('[data-kinds]'),
      'click',
      ((event: MouseEvent) => {
        const value = (event.target as HTMLElement).closest<HTMLElement>('[data-kind]')?.dataset.kind;
        if (!isLoginKind(value)) return;
        kind = value;
        storage.set('loginKind', value);
        paintKind();
      }) as EventListener,
    ],
    ...languages.listeners,
    [
      $('nav'),
      'click',
      ((event: MouseEvent) => {
        const link = (event.target as HTMLElement).closest('a');
        if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        host.open(link.getAttribute('href')!);
      }) as EventListener,
    ],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);

  paintKind();
  paintTexts();
  paintLook();
  username.focus();
  // The client's brand and language (SPEC §1), when the API answers; the language only if this browser chose none.
  // Loaded after the first paint: the brand's code is not the form's.
  void import('./loginBrand')
    .then(async ({ loadLoginBrand }) => {
      const config = await loadLoginBrand();
      if (!live) return;
      brand = config;
      paintLook();
      document.title = config.clientName;
      if (!chosenHere && isLocale(config.language) && config.language !== locale) {
        locale = config.language;
        paintTexts();
      }
      // An API that cannot answer leaves the default look; signing in says what is wrong.
    })
    .catch(() => undefined);
  return () => {
    live = false;
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    container.replaceChildren();
  };
}
