ALTER TABLE "bookings" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shipments_lane_idx" ON "shipments" USING btree ("pickup_city_id","drop_off_city_id","vehicle_type_id","loading_time" desc);--> statement-breakpoint
-- Trips already picked up: the time of their move to in transit as history has it, else their last change.
UPDATE "bookings" SET "picked_up_at" = COALESCE(
  (SELECT min(h."created_at") FROM "record_history" h
    WHERE h."booking_id" = "bookings"."id" AND h."changes" @> '[{"field":"status","after":3}]'),
  "updated_at")
WHERE "status" IN (3, 4);
