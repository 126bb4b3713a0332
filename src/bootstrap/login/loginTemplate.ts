import { AUTH_PATHS } from '../../custom/auth/authPaths';
import shadowsCss from '../muiShadows.css?inline';
import pageCss from './loginPage.css?inline';
import partsCss from './loginParts.css?inline';
import fieldsCss from './loginFields.css?inline';

export const SVG = (path: string, className = 'pl-icon') =>
  `<svg class="${className}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
const TRANSLATE_ICON =
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z';
export const CHECK_ICON = 'M9 16.17 4.83 12l-1.42 1.42L9 19 21 7l-1.41-1.41z';
const SUCCESS_ICON =
  'M20 12c0 4.41-3.59 8-8 8s-8-3.59-8-8 3.59-8 8-8c.76 0 1.5.11 2.2.31l1.57-1.57C14.61 2.26 13.34 2 12 2 6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10zM7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z';
const ERROR_ICON =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8';

/** The sign-in page's markup; its texts are filled in by the form, in the chosen language. */
export const LOGIN_TEMPLATE = `
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
/** The form's stylesheet, added to the page once. */
export function addLoginStyles() {
  if (styled) return;
  styled = true;
  const style = document.createElement('style');
  style.textContent = [shadowsCss, pageCss, partsCss, fieldsCss].join('\n');
  document.head.append(style);
}
