import type { AnyObjectSchema, InferType } from 'yup';
import type { HistoryEvent } from '#domain/history';
import {
  bulkCancelShipmentSchema,
  bulkChangePoolSchema,
  bulkPointOfContactSchema,
  bulkShipmentStatusSchema,
  bulkTagSchema,
} from '#domain/schemas/bulk';
import { DataOf } from '#domain/records/envelope';
import { BulkOutcome } from '#domain/records/bulk';
import type { BulkItem } from '#domain/schemas/bulk';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { writeRecord } from '../http/write';
import { eachRecord } from '../http/bulk';
import { reasonInBody, shipmentHistory } from '../history/routeHistory';
import { shipmentPortalUsers, shipmentWrite, staffOnly } from './access';
import { cancelWith, moveShipment, pointOfContact, tagWith, toNextStatus, toPool, type ShipmentMove } from './moves';

const tags = ['shipments'];

/** What a bulk shipment action is: its single route's history event, summary, body and move (from the checked body). */
interface BulkShipmentAction<Body extends AnyObjectSchema> {
  event: HistoryEvent;
  summary: string;
  body: Body;
  move: (body: InferType<Body>) => ShipmentMove;
  /** Staff only (the single route is staff's); otherwise shippers and brokers act on their company's. */
  staff?: boolean;
  /** The entry carries the body's reason. */
  reason?: boolean;
}

/**
 * The shipment list's bulk actions: tag, pool, next status, cancel and point of contact on the selected
 * shipments, each shipment moved as its single route moves it (moves.ts) in its own transaction, with its
 * version checked and its own history entry; one refused shipment leaves the others done.
 */
export default async function shipmentBulkRoutes(app: Api) {
  app.addHook('preValidation', shipmentPortalUsers);

  const bulk = <Body extends AnyObjectSchema>(url: string, action: BulkShipmentAction<Body>) =>
    app.post(
      url,
      {
        config: { access: ['shipments', 'update'], history: 'shipment' },
        ...(action.staff ? staffOnly : {}),
        schema: docs({
          tags,
          summary: `${action.summary}, on each selected shipment alone (its version checked): each done or refused`,
          body: action.body,
          answer: DataOf(BulkOutcome),
        }),
      },
      (request) => {
        const body = request.body as InferType<Body> & { items: BulkItem[] };
        const move = action.move(body);
        const history = (id: number) =>
          shipmentHistory(action.event, { ids: () => [id], ...(action.reason ? { reason: reasonInBody } : {}) });
        return eachRecord(request, body.items, ({ id, version }) =>
          writeRecord(request, { version: shipmentWrite, history: history(id) }, { key: id, expected: version }, (tx) =>
            moveShipment(tx, request, id, move),
          ),
        );
      },
    );

  bulk('/shipment/bulk/status', {
    event: 'statusMoved',
    summary: 'Move to the next status of the SPEC order',
    body: bulkShipmentStatusSchema,
    move: () => toNextStatus,
    staff: true,
  });
  bulk('/shipment/bulk/tag', {
    event: 'tagged',
    summary: 'Tag, with its origin',
    body: bulkTagSchema,
    move: tagWith,
    staff: true,
  });
  bulk('/shipment/bulk/change-pool', {
    event: 'poolChanged',
    summary: 'Move between loadboards (public → private is refused)',
    body: bulkChangePoolSchema,
    move: toPool,
    staff: true,
  });
  bulk('/shipment/bulk/assign-point-of-contact', {
    event: 'pointOfContactAssigned',
    summary: 'Assign the internal point of contact (a member of staff)',
    body: bulkPointOfContactSchema,
    move: pointOfContact,
    staff: true,
  });
  bulk('/shipment/bulk/cancel', {
    event: 'cancelled',
    summary: 'Cancel with a cancellation type and reason',
    body: bulkCancelShipmentSchema,
    move: cancelWith,
    reason: true,
  });
}
