CREATE TABLE "refusal_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"cnic" text,
	"license_number" text,
	"license_expiry" date,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"registration_number" text NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"vehicle_type_variant_id" integer,
	"capacity_tonnes" double precision,
	"fleet_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer,
	"booking_id" integer,
	"document_type_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_one_owner" CHECK (num_nonnulls("documents"."shipment_id", "documents"."booking_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "shipment_documents" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "shipment_documents" CASCADE;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "reason_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reassign_reason" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_type_variant_id_vehicle_type_variants_id_fk" FOREIGN KEY ("vehicle_type_variant_id") REFERENCES "public"."vehicle_type_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drivers_partner_idx" ON "drivers" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_phone_idx" ON "drivers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "drivers_name_idx" ON "drivers" USING btree (lower("full_name"));--> statement-breakpoint
CREATE INDEX "vehicles_partner_idx" ON "vehicles" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_registration_idx" ON "vehicles" USING btree (upper("registration_number"));--> statement-breakpoint
CREATE INDEX "documents_shipment_idx" ON "documents" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_booking_idx" ON "documents" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_reason_id_refusal_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."refusal_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_reason_id_refusal_reasons_id_fk" FOREIGN KEY ("cancellation_reason_id") REFERENCES "public"."refusal_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_driver_idx" ON "bookings" USING btree ("driver_id");