-- Keeps shipment_counts equal to "select company_id, status, count(*) from shipments group by 1, 2".
CREATE FUNCTION shipment_counts_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE shipment_counts SET total = total - 1 WHERE company_id = OLD.company_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO shipment_counts (company_id, status, total) VALUES (NEW.company_id, NEW.status, 1)
    ON CONFLICT (company_id, status) DO UPDATE SET total = shipment_counts.total + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER shipment_counts_on_insert_delete AFTER INSERT OR DELETE ON shipments
  FOR EACH ROW EXECUTE FUNCTION shipment_counts_apply();
--> statement-breakpoint
CREATE TRIGGER shipment_counts_on_update AFTER UPDATE OF company_id, status ON shipments
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION shipment_counts_apply();
--> statement-breakpoint
INSERT INTO shipment_counts (company_id, status, total)
  SELECT company_id, status, count(*)::int FROM shipments GROUP BY company_id, status
  ON CONFLICT (company_id, status) DO UPDATE SET total = EXCLUDED.total;
