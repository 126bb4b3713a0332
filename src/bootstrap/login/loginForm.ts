import { MESSAGES } from '#domain/messages';
import { DEFAULT_CLIENT_CONFIG } from '#domain/clientConfig';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALE_LABELS, type LocaleCode } from '#domain/locales';
import { portalSignInOf, type LoginKind } from '#domain/userTypes';
import { authApi } from '../../providers/authApi';
import { signIn } from '../../providers/signIn';
import { storage } from '../../providers/storage';
import { AUTH_PATHS, loginNoticeOf } from '../../custom/auth/authPaths';
import { safeRedirect } from '../../custom/auth/safeRedirect';
import { applyDocumentLocale, isLocale, storedLocale } from '../../i18n/locale';
import { rememberLoginPageChoice } from '../../i18n/pendingChoice';
import { errorIn, noticeIn, textIn } from './signInTexts';
import { brandColours, loginMode, primaryColours } from './loginLook';
import { keepLanguageChoice } from './keepLanguageChoice';
import css from './loginForm.css?inline';

/** What the page around the form does: the entry starts the app, the app's route navigates inside it. */
export interface LoginFormHost {
  /** Signed in; the target is the ?redirect= path, already made safe. */
  signedIn(target: string): void | Promise<void>;
  /** A footer link to another auth page, followed without reloading. */
  open(path: string): void;
  /** The person has started using the form (a key, a click, an autofill): the app may start downloading. */
  firstInput?(): void;
}

type SignInError = { text: string } | { other: LoginKind };

const KIND_TEXTS = { internal: 'internalStaff', shipper: 'shipper' } as const;
const isLoginKind = (value: unknown): value is LoginKind => value === 'internal' || value === 'shipper';
/** The sign-in last chosen on this browser; internal staff the first time. */
const lastLoginKind = (): LoginKind => {
  const stored = storage.get('loginKind');
  return isLoginKind(stored) ? stored : 'internal';
};

const SVG = (path: string, className = 'pl-icon') =>
  `<svg class="${className}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
const TRANSLATE_ICON =
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z';
const CHECK_ICON = 'M9 16.17 4.83 12l-1.42 1.42L9 19 21 7l-1.41-1.41z';
const SUCCESS_ICON =
  'M20 12c0 4.41-3.59 8-8 8s-8-3.59-8-8 3.59-8 8-8c.76 0 1.5.11 2.2.31l1.57-1.57C14.61 2.26 13.34 2 12 2 6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10zM7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z';
const ERROR_ICON =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8';

const TEMPLATE = `
<main class="pl-page">
  <div class="pl-card">
    <div class="pl-head">
      <img data-logo width="40" height="40" />
      <h1 data-text="signIn"></h1>
      <div class="pl-lang">
        <button type="button" class="pl-text-button" data-lang-button aria-haspopup="menu" aria-expanded="false"
          aria-controls="pl-lang-menu">${SVG(TRANSLATE_ICON)}<span data-lang-name></span></button>
        <ul class="pl-menu" id="pl-lang-menu" role="menu" hidden></ul>
      </div>
    </div>
    <div class="pl-alert pl-alert-success" role="status" hidden>${SVG(SUCCESS_ICON)}<span data-notice></span></div>
    <div class="pl-alert pl-alert-error" role="alert" hidden>${SVG(ERROR_ICON)}<span data-error></span></div>
    <form class="pl-form" novalidate>
      <div class="pl-toggle" role="group" data-kinds>
        <button type="button" data-kind="internal" data-text="internalStaff"></button>
        <button type="button" data-kind="shipper" data-text="shipper"></button>
      </div>
      <div class="pl-field">
        <input id="pl-username" name="username" autocomplete="username" placeholder="03001234567" />
        <label for="pl-username" data-text="username"></label>
      </div>
      <div class="pl-field">
        <input id="pl-password" name="password" type="password" autocomplete="current-password" placeholder=" " />
        <label for="pl-password" data-text="password"></label>
      </div>
      <button type="submit" class="pl-submit" data-text="signIn"></button>
    </form>
    <nav class="pl-links">
      <a href="${AUTH_PATHS.signup}" data-text="createAccount"></a>
      <a href="${AUTH_PATHS.forgotPassword}" data-text="forgotPassword"></a>
      <a href="${AUTH_PATHS.resetPin}" data-text="resetPin"></a>
    </nav>
  </div>
</main>`;

let styled = false;
function addStyles() {
  if (styled) return;
  styled = true;
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

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
  addStyles();
  container.innerHTML = TEMPLATE;
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
    menu.innerHTML = LOCALE_CODES.map(
      (code) =>
        `<li role="menuitem" tabindex="-1" lang="${code}" data-locale="${code}"${code === locale ? ' class="pl-selected"' : ''}>` +
        `${code === locale ? SVG(CHECK_ICON, 'pl-icon pl-check') : '<span class="pl-check"></span>'}${LOCALE_LABELS[code]}</li>`,
    ).join('');
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

  /** After a refused sign-in: the sign-in the account uses when it is not the one chosen (SPEC §7's lookup). */
  async function otherSignInOf(name: string, chosen: LoginKind, isEmail: boolean): Promise<LoginKind | null> {
    const found = await authApi.lookUpUsername({ username: name.trim(), isEmail }).catch(() => null);
    const other = found?.exists ? portalSignInOf(found.userType) : null;
    return other && other !== chosen ? other : null;
  }

  async function submit(event: Event) {
    event.preventDefault();
    if (busy) return;
    started();
    error = null;
    paintError();
    const values = { userType: kind, username: username.value, password: password.value };
    setBusy(true);
    // The form's rule is the domain's yup schema, loaded with the app rather than before the first paint.
    const rules = await import('#domain/schemas/auth').catch(() => null);
    if (!live) return;
    if (!rules) {
      // Its code did not come (the connection dropped): say so, and keep what was typed for another try.
      setBusy(false);
      error = { text: MESSAGES.generic };
      paintError();
      return;
    }
    const { loginFormSchema, isEmailUsername } = rules;
    try {
      await loginFormSchema.validate(values, { abortEarly: false });
      markInvalid([]);
    } catch (invalid) {
      const { inner = [], message } = invalid as { inner?: { path?: string; message: string }[]; message: string };
      const first = inner.find((e) => e.path === 'username') ?? inner.find((e) => e.path === 'password');
      markInvalid(inner.map((e) => e.path ?? ''));
      error = { text: first?.message ?? message };
      setBusy(false);
      paintError();
      return;
    }
    const isEmail = isEmailUsername(values.username);
    try {
      await signIn({ ...values, isEmail });
    } catch (failed) {
      const message = failed instanceof Error && failed.message ? failed.message : MESSAGES.generic;
      const other = message === MESSAGES.loginFailed ? await otherSignInOf(values.username, kind, isEmail) : null;
      if (!live) return;
      setBusy(false);
      if (other) {
        kind = other;
        storage.set('loginKind', other);
        paintKind();
      }
      error = other ? { other } : { text: message };
      paintError();
      return;
    }
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
    closeMenu(true);
    if (code === locale) return;
    locale = code;
    chosenHere = true;
    rememberLoginPageChoice(code);
    storage.set('locale', code);
    paintTexts();
  }

  const items = () => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  function openMenu() {
    menu.hidden = false;
    langButton.setAttribute('aria-expanded', 'true');
    (items().find((item) => item.dataset.locale === locale) ?? items()[0]).focus();
  }
  function closeMenu(refocus: boolean) {
    if (menu.hidden) return;
    menu.hidden = true;
    langButton.setAttribute('aria-expanded', 'false');
    if (refocus) langButton.focus();
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
    [langButton, 'click', () => (menu.hidden ? openMenu() : closeMenu(true))],
    [
      menu,
      'click',
      ((event: MouseEvent) => {
        const code = (event.target as HTMLElement).closest<HTMLElement>('[data-locale]')?.dataset.locale;
        if (isLocale(code)) chooseLanguage(code);
      }) as EventListener,
    ],
    [
      menu,
      'keydown',
      ((event: KeyboardEvent) => {
        const all = items();
        const at = all.indexOf(document.activeElement as HTMLElement);
        const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
        if (move) all[(at + move + all.length) % all.length].focus();
        else if (event.key === 'Home') all[0].focus();
        else if (event.key === 'End') all[all.length - 1].focus();
        else if (event.key === 'Escape') closeMenu(true);
        else if (event.key === 'Tab') closeMenu(false);
        else if (event.key === 'Enter' || event.key === ' ') {
          const code = all[at]?.dataset.locale;
          if (isLocale(code)) chooseLanguage(code);
        } else return;
        event.preventDefault();
      }) as EventListener,
    ],
    [
      document,
      'pointerdown',
      ((event: PointerEvent) => {
        if (!(event.target as HTMLElement).closest?.('.pl-lang')) closeMenu(false);
      }) as EventListener,
    ],
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
