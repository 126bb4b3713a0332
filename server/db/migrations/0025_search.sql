-- Trigram indexes for GET /api/search (server/search/): PostgreSQL's contrib pg_trgm, which PGlite ships too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_code_trgm_idx" ON "shipments" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_reference_trgm_idx" ON "shipments" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_code_trgm_idx" ON "bookings" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drivers_name_trgm_idx" ON "drivers" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drivers_phone_trgm_idx" ON "drivers" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drivers_cnic_trgm_idx" ON "drivers" USING gin ("cnic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_registration_trgm_idx" ON "vehicles" USING gin ("registration_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_code_trgm_idx" ON "invoices" USING gin ("code" gin_trgm_ops);