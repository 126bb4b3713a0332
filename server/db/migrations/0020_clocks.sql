CREATE INDEX "shipments_bid_window_closes_idx" ON "shipments" USING btree ("bid_window_closes_at") WHERE "shipments"."bid_window_open";--> statement-breakpoint
CREATE INDEX "bookings_status_delivered_idx" ON "bookings" USING btree ("status","delivered_at");--> statement-breakpoint
CREATE INDEX "bookings_status_updated_idx" ON "bookings" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "payments_pending_remainder_idx" ON "payments" USING btree ("booking_id") WHERE "payments"."kind" = 'REMAINDER' and "payments"."status" = 'PENDING';