import '../muiShadows.css';
import './entryCards.css';
import { PAGE_ID } from './entryCardsPage';

/** One card as the list's own cards show it (react-admin's SimpleList): two lines and a status chip. */
export interface EntryCard {
  primary: string;
  secondary: string;
  chip?: { label: string; ink: string; tint: string };
}

/** Where a list's cards sit on a phone: the space its toolbar keeps, and what its card holds above the rows. */
export interface EntryCardsLayout {
  toolbar: number;
  above: number;
  /** A selection box leads each card (the list acts on rows). */
  selectable: boolean;
}

/** Light or dark, and the client's primary colour as the app bar wears it. */
export interface EntryCardsLook {
  mode: 'light' | 'dark';
  primary: string;
}

// MUI's CheckBoxOutlineBlank, as the cards' selection box draws it.
const BOX_PATH = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const made = document.createElement(tag);
  made.className = className;
  // Text only, never markup: the cards show what the API answered.
  if (text !== undefined) made.textContent = text;
  return made;
}

function cardOf(card: EntryCard, selectable: boolean) {
  const item = element('li', 'ec-card');
  if (selectable) {
    const box = element('span', 'ec-box');
    box.innerHTML = `<svg viewBox="0 0 24 24" focusable="false"><path d="${BOX_PATH}"></path></svg>`;
    item.append(box);
  }
  const text = element('div', 'ec-text');
  const primary = element('div', 'ec-primary', card.primary);
  if (card.chip) {
    const chip = element('span', 'ec-chip', card.chip.label);
    chip.style.color = card.chip.ink;
    chip.style.background = card.chip.tint;
    const floated = element('span', 'ec-tertiary');
    floated.append(chip);
    primary.append(floated);
  }
  text.append(primary, element('p', 'ec-secondary', card.secondary));
  item.append(text);
  return item;
}

/**
 * A phone's first look at a list, drawn by the entry from the first page's answer before React,
 * react-admin and MUI have evaluated: the app bar, the list's card and its cards where the app will
 * draw them (the same sizes, the toolbar's and tabs' kept space), over the page until the app's own
 * rows have painted. Hidden from assistive technology and inert: it is the app's picture, not its controls.
 */
export function drawEntryCards(cards: EntryCard[], layout: EntryCardsLayout, look: EntryCardsLook) {
  // Once the app's layout is there (its code came before the answer did), the app draws the rows itself.
  if (!cards.length || document.getElementById(PAGE_ID) || document.getElementById('main-content')) return;
  const page = element('div', 'ec-page');
  page.id = PAGE_ID;
  page.dataset.mode = look.mode;
  page.dataset.path = window.location.pathname;
  page.setAttribute('aria-hidden', 'true');
  page.inert = true;
  page.style.setProperty('--ec-primary', look.primary);
  page.style.setProperty('--ec-toolbar', `${layout.toolbar}px`);
  page.style.setProperty('--ec-above', `${layout.above}px`);
  const list = element('ul', 'ec-list');
  list.append(...cards.map((card) => cardOf(card, layout.selectable)));
  const paper = element('div', 'ec-paper');
  paper.append(list);
  page.append(element('div', 'ec-bar'), paper);
  document.body.append(page);
}
