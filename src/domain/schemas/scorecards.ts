import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { SCORE_FIGURES, SCORE_WINDOWS } from '../scorecards';
import { blankToUndefined, dateField } from './shipmentLocation';
import { sortOrderField } from './listQuery';

/** How a list of bids may be sorted: as placed (newest first), or by their partners' scores (best first, none last). */
export const BID_SORT_FIELDS = ['createdAt', 'score'] as const;
export type BidSort = (typeof BID_SORT_FIELDS)[number];

/** GET /shipment/:id/bids/v3 and /bid/booking/:bookingId: the order of the bids (`sort=score` for staff). */
export const bidListQuerySchema = yup.object({
  sort: yup
    .string()
    .transform(blankToUndefined)
    .oneOf(BID_SORT_FIELDS, MESSAGES.invalidSort)
    .default('createdAt')
    .meta({
      jsonSchema: {
        description:
          "createdAt (newest first) or score: the partners' scores over the last 90 days, best first and partners without one last (staff; order=ASC: worst first)",
      },
    }),
  order: sortOrderField(),
});
export type BidListQuery = yup.InferType<typeof bidListQuerySchema>;

/**
 * The booking list's scorecard filters: the bookings behind one number of a partner's scorecard
 * (src/domain/scorecards.ts): the set (`scoreFigure`), the window (`scoreWindow`, the last 90 days by
 * default) and the moment the scorecard was counted as of (`scoreAsOf`, its `asOf`; now by default).
 * With `partnerId`, the partner's own.
 */
export const scoreFilterFields = () => ({
  scoreFigure: yup
    .string()
    .transform(blankToUndefined)
    .oneOf(SCORE_FIGURES, MESSAGES.invalidOption)
    .meta({
      jsonSchema: {
        description: `Only the bookings a scorecard number counts (GET /partners/{id}/scorecard): ${SCORE_FIGURES.join(', ')}`,
      },
    }),
  scoreWindow: yup.string().transform(blankToUndefined).oneOf(SCORE_WINDOWS, MESSAGES.invalidOption),
  scoreAsOf: dateField(),
});
