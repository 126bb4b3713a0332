import { LOCALE_CODES, LOCALE_LABELS, type LocaleCode } from '#domain/locales';
import { isLocale } from '../../i18n/locale';
import { CHECK_ICON, SVG } from './loginTemplate';

type Listener = [EventTarget, string, EventListener];

/**
 * The sign-in page's language menu: a button that opens a menu of the portal's languages, used with
 * the keyboard as a menu button (arrows, Home, End, Escape, Tab, Enter or Space) or pointed at.
 * `choose` is told the language picked; the form listens through `listeners` and removes them with it.
 */
export function languageMenu(
  button: HTMLButtonElement,
  menu: HTMLUListElement,
  current: () => LocaleCode,
  choose: (code: LocaleCode) => void,
) {
  const items = () => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  function open() {
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    (items().find((item) => item.dataset.locale === current()) ?? items()[0]).focus();
  }
  function close(refocus: boolean) {
    if (menu.hidden) return;
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (refocus) button.focus();
  }
  /** The menu's items, the chosen language ticked. */
  function paint(locale: LocaleCode) {
    menu.innerHTML = LOCALE_CODES.map(
      (code) =>
        `<li role="menuitem" tabindex="-1" lang="${code}" data-locale="${code}"${code === locale ? ' class="pl-selected"' : ''}>` +
        `${code === locale ? SVG(CHECK_ICON, 'pl-icon pl-check') : '<span class="pl-check"></span>'}${LOCALE_LABELS[code]}</li>`,
    ).join('');
  }
  const onKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) all[(at + move + all.length) % all.length].focus();
    else if (event.key === 'Home') all[0].focus();
    else if (event.key === 'End') all[all.length - 1].focus();
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else if (event.key === 'Enter' || event.key === ' ') {
      const code = all[at]?.dataset.locale;
      if (isLocale(code)) choose(code);
    } else return;
    event.preventDefault();
  };
  const listeners: Listener[] = [
    [button, 'click', () => (menu.hidden ? open() : close(true))],
    [
      menu,
      'click',
      ((event: MouseEvent) => {
        const code = (event.target as HTMLElement).closest<HTMLElement>('[data-locale]')?.dataset.locale;
        if (isLocale(code)) choose(code);
      }) as EventListener,
    ],
    [menu, 'keydown', onKey as EventListener],
    [
      document,
      'pointerdown',
      ((event: PointerEvent) => {
        if (!(event.target as HTMLElement).closest?.('.pl-lang')) close(false);
      }) as EventListener,
    ],
  ];
  return { paint, close, listeners };
}
