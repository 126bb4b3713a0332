import type { ClientConfig } from '#domain/clientConfig';
import { PALETTE, SHIPMENT_STATUS_COLOURS } from '#domain/palette';
import type { ShipmentRow } from '#domain/records/shipments';
import { SHIPMENT_STATUS_LABELS } from '#domain/shipments';
import {
  CLOCKS_STRIP_SPACE,
  SAVED_VIEWS_BAR_HEIGHT,
  SEARCH_AND_SELECT_TOOLBAR,
  TABS_HEIGHT,
} from '../../components/firstRows/listSpaces';
import { shipmentCardLines } from '../../resources/shipments/shipmentCard';
import { brandColours, loginMode, primaryColours } from '../login/loginLook';
import { drawEntryCards, type EntryCard, type EntryCardsLayout } from './entryCards';
import type { ListWithEntryCards } from './entryCardsShown';
import { afterPaint } from '../afterPaint';

interface EntryCardList<T> {
  layout: EntryCardsLayout;
  card: (record: T, config: ClientConfig) => EntryCard;
}

/** Each list's cards, laid out as the list lays out its kept spaces (ShipmentList). */
const ENTRY_CARD_LISTS: Record<ListWithEntryCards, EntryCardList<never>> = {
  shipments: {
    layout: {
      toolbar: SEARCH_AND_SELECT_TOOLBAR.phone,
      above: SAVED_VIEWS_BAR_HEIGHT + TABS_HEIGHT + CLOCKS_STRIP_SPACE.xs,
      selectable: true,
    },
    card: (r: ShipmentRow, config: ClientConfig) => ({
      ...shipmentCardLines(r, config.weightUnit),
      chip: { label: SHIPMENT_STATUS_LABELS[r.status], ...PALETTE[SHIPMENT_STATUS_COLOURS[r.status] ?? 'grey'] },
    }),
  },
};

/**
 * A list's first page as its phone cards, drawn as soon as it and the client's look have come
 * (src/bootstrap/firstRows/entryCards.ts). Answers once they have painted, or at once when there is
 * nothing to draw (a failed read included).
 */
export function drawEarlyCards(
  resource: ListWithEntryCards,
  page: Promise<{ data: unknown[] }>,
  config: Promise<ClientConfig>,
): Promise<void> {
  const list = ENTRY_CARD_LISTS[resource] as EntryCardList<unknown>;
  return Promise.all([page, config]).then(
    ([{ data }, clientConfig]) => {
      const mode = loginMode();
      const look = { mode, primary: primaryColours(brandColours(clientConfig).primary, mode).primary };
      drawEntryCards(
        data.map((record) => list.card(record, clientConfig)),
        list.layout,
        look,
      );
      return new Promise<void>((painted) => afterPaint(painted));
    },
    // The app asks again, and shows its own error.
    () => undefined,
  );
}
