CREATE TABLE "partner_scorecards" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_scorecards" ADD CONSTRAINT "partner_scorecards_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A partner's kept scorecard is forgotten (and counted again at its next read) whenever what it counts
-- changes: its bookings (made, moved, picked up, delivered, cancelled), a backout of its bids, a proof of
-- delivery on one of its bookings, or the loading time or cities of a shipment it carries. A row another
-- transaction holds (forgetting it too, or keeping a count) is skipped rather than waited for: a write
-- never waits on a kept scorecard, so it cannot deadlock with another over one (the hour a kept row
-- lives bounds the rare count that raced a change).
CREATE FUNCTION partner_scorecards_forget(partners integer[]) RETURNS void AS $$
  DELETE FROM partner_scorecards WHERE partner_id IN (
    SELECT partner_id FROM partner_scorecards WHERE partner_id = ANY (partners) FOR UPDATE SKIP LOCKED);
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE FUNCTION partner_scorecards_forget_booking() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM partner_scorecards_forget(ARRAY[NEW.partner_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM partner_scorecards_forget(ARRAY[OLD.partner_id]);
  ELSE
    PERFORM partner_scorecards_forget(ARRAY[OLD.partner_id, NEW.partner_id]);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER partner_scorecards_on_booking_insert_delete AFTER INSERT OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION partner_scorecards_forget_booking();
--> statement-breakpoint
CREATE TRIGGER partner_scorecards_on_booking_update
  AFTER UPDATE OF partner_id, shipment_id, bid_id, status, picked_up_at, delivered_at, created_at ON bookings
  FOR EACH ROW WHEN (OLD.partner_id IS DISTINCT FROM NEW.partner_id OR OLD.shipment_id IS DISTINCT FROM NEW.shipment_id
    OR OLD.bid_id IS DISTINCT FROM NEW.bid_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.picked_up_at IS DISTINCT FROM NEW.picked_up_at OR OLD.delivered_at IS DISTINCT FROM NEW.delivered_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION partner_scorecards_forget_booking();
--> statement-breakpoint
CREATE FUNCTION partner_scorecards_forget_bid() RETURNS trigger AS $$
BEGIN
  PERFORM partner_scorecards_forget(ARRAY[OLD.partner_id, NEW.partner_id]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER partner_scorecards_on_bid_update AFTER UPDATE OF status, partner_id ON bids
  FOR EACH ROW WHEN ((OLD.status IS DISTINCT FROM NEW.status OR OLD.partner_id IS DISTINCT FROM NEW.partner_id)
    AND (OLD.status = 'BACKOUT' OR NEW.status = 'BACKOUT'))
  EXECUTE FUNCTION partner_scorecards_forget_bid();
--> statement-breakpoint
CREATE FUNCTION partner_scorecards_forget_document() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.booking_id IS NOT NULL AND OLD.document_type_id = 2 THEN
    PERFORM partner_scorecards_forget(ARRAY(SELECT partner_id FROM bookings WHERE id = OLD.booking_id));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.booking_id IS NOT NULL AND NEW.document_type_id = 2 THEN
    PERFORM partner_scorecards_forget(ARRAY(SELECT partner_id FROM bookings WHERE id = NEW.booking_id));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER partner_scorecards_on_document_insert_delete AFTER INSERT OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION partner_scorecards_forget_document();
--> statement-breakpoint
CREATE TRIGGER partner_scorecards_on_document_update AFTER UPDATE OF booking_id, document_type_id, created_at ON documents
  FOR EACH ROW EXECUTE FUNCTION partner_scorecards_forget_document();
--> statement-breakpoint
CREATE FUNCTION partner_scorecards_forget_shipment() RETURNS trigger AS $$
BEGIN
  PERFORM partner_scorecards_forget(ARRAY(SELECT DISTINCT partner_id FROM bookings WHERE shipment_id = NEW.id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER partner_scorecards_on_shipment_update AFTER UPDATE OF loading_time, pickup_city_id, drop_off_city_id ON shipments
  FOR EACH ROW WHEN (OLD.loading_time IS DISTINCT FROM NEW.loading_time OR OLD.pickup_city_id IS DISTINCT FROM NEW.pickup_city_id
    OR OLD.drop_off_city_id IS DISTINCT FROM NEW.drop_off_city_id)
  EXECUTE FUNCTION partner_scorecards_forget_shipment();
