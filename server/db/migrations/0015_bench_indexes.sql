CREATE TABLE "booking_counts" (
	"company_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_counts_company_id_partner_id_status_pk" PRIMARY KEY("company_id","partner_id","status")
);
--> statement-breakpoint
-- Keeps booking_counts equal to "select s.company_id, b.partner_id, b.status, count(*) from bookings b
-- join shipments s on s.id = b.shipment_id group by 1, 2, 3" (the booking list's totals, issue 10).
CREATE FUNCTION booking_counts_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE booking_counts SET total = total - 1
    WHERE company_id = (SELECT company_id FROM shipments WHERE id = OLD.shipment_id) AND partner_id = OLD.partner_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO booking_counts (company_id, partner_id, status, total)
    SELECT company_id, NEW.partner_id, NEW.status, 1 FROM shipments WHERE id = NEW.shipment_id
    ON CONFLICT (company_id, partner_id, status) DO UPDATE SET total = booking_counts.total + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER booking_counts_on_insert_delete AFTER INSERT OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_counts_apply();
--> statement-breakpoint
CREATE TRIGGER booking_counts_on_update AFTER UPDATE OF shipment_id, partner_id, status ON bookings
  FOR EACH ROW WHEN (OLD.shipment_id IS DISTINCT FROM NEW.shipment_id OR OLD.partner_id IS DISTINCT FROM NEW.partner_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION booking_counts_apply();
--> statement-breakpoint
INSERT INTO booking_counts (company_id, partner_id, status, total)
  SELECT s.company_id, b.partner_id, b.status, count(*)::int FROM bookings b JOIN shipments s ON s.id = b.shipment_id GROUP BY 1, 2, 3
  ON CONFLICT (company_id, partner_id, status) DO UPDATE SET total = EXCLUDED.total;
