import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawEntryCards } from '../../src/bootstrap/firstRows/entryCards';
import { dismissEntryCards, dismissEntryCardsOff } from '../../src/bootstrap/firstRows/entryCardsPage';
import { entryCardsShownAt } from '../../src/bootstrap/firstRows/entryCardsShown';

const LAYOUT = { toolbar: 172, above: 148, selectable: true };
const LOOK = { mode: 'light' as const, primary: 'rgb(21, 101, 192)' };
const card = (primary: string) => ({
  primary,
  secondary: '06/12/2026 04:22 PM · Shehzore × 1 · 8 Tonne',
  chip: { label: 'Created', ink: '#0d47a1', tint: '#e3f2fd' },
});
const wide = (matches: boolean) => vi.stubGlobal('matchMedia', () => ({ matches }));

describe("the entry's first cards on a phone", () => {
  afterEach(() => document.getElementById('entry-cards')?.remove());

  it('draws each card as text over the page, hidden from assistive technology, and never as markup', () => {
    drawEntryCards(
      [card('SH-000007 · <img src=x onerror=alert(1)> → Sargodha'), card('SH-000019 · Quetta → Gwadar')],
      LAYOUT,
      LOOK,
    );
    const page = document.getElementById('entry-cards')!;
    expect(page.getAttribute('aria-hidden')).toBe('true');
    expect(page.inert).toBe(true);
    expect(page.style.getPropertyValue('--ec-toolbar')).toBe('172px');
    const cards = page.querySelectorAll('li');
    expect(cards).toHaveLength(2);
    expect(page.querySelector('img')).toBeNull();
    expect(cards[0].querySelector('.ec-primary')!.firstChild!.textContent).toBe(
      'SH-000007 · <img src=x onerror=alert(1)> → Sargodha',
    );
    expect(cards[0].querySelector('.ec-chip')!.textContent).toBe('Created');
    expect(cards[1].querySelectorAll('svg')).toHaveLength(1);
  });

  it('draws nothing for an empty page, and goes once the app has said its rows are there', () => {
    drawEntryCards([], LAYOUT, LOOK);
    expect(document.getElementById('entry-cards')).toBeNull();
    drawEntryCards([card('SH-000007 · Peshawar → Sargodha')], LAYOUT, LOOK);
    expect(document.getElementById('entry-cards')).not.toBeNull();
    dismissEntryCards();
    expect(document.getElementById('entry-cards')).toBeNull();
  });

  it('goes when the app shows another page than the one it was drawn for', () => {
    window.history.replaceState(null, '', '/shipments');
    drawEntryCards([card('SH-000007 · Peshawar → Sargodha')], LAYOUT, LOOK);
    dismissEntryCardsOff('/shipments');
    expect(document.getElementById('entry-cards')).not.toBeNull();
    dismissEntryCardsOff('/bookings');
    expect(document.getElementById('entry-cards')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it("draws nothing once the app's layout is there: the app draws its rows itself", () => {
    const layout = Object.assign(document.createElement('main'), { id: 'main-content' });
    document.body.append(layout);
    drawEntryCards([card('SH-000007 · Peshawar → Sargodha')], LAYOUT, LOOK);
    expect(document.getElementById('entry-cards')).toBeNull();
    layout.remove();
  });
});

describe('where the entry draws cards', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });
  const at = (pathname: string, search = '') => entryCardsShownAt({ pathname, search });

  it("on a phone, in English, at a list's own address that has entry cards", () => {
    wide(false);
    expect(at('/shipments')).toBe('shipments');
    expect(at('/shipments/')).toBe('shipments');
    expect(at('/shipments', '?filter=%7B%7D')).toBeUndefined();
    expect(at('/shipments/12/show')).toBeUndefined();
    expect(at('/bookings')).toBeUndefined();
    localStorage.setItem('locale', 'ur');
    expect(at('/shipments')).toBeUndefined();
  });

  it('not from 600 px on, where the grid draws the rows', () => {
    wide(true);
    expect(at('/shipments')).toBeUndefined();
  });
});
