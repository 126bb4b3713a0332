CREATE TABLE "shipment_favourites" (
	"user_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_favourites_user_id_shipment_id_pk" PRIMARY KEY("user_id","shipment_id")
);
--> statement-breakpoint
CREATE TABLE "shipment_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"location_action_type" smallint NOT NULL,
	"sequence" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"zip_code" text,
	"location_type" text,
	"loads" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"reference_number" text,
	"company_id" integer NOT NULL,
	"project_id" integer,
	"created_by" integer,
	"assigned_to" integer,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"shipment_category_type_id" smallint NOT NULL,
	"bid_category_type_id" smallint NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"vehicle_type_variant_id" integer,
	"vehicle_count" integer DEFAULT 1 NOT NULL,
	"quantity" integer,
	"weight" double precision NOT NULL,
	"min_weight_per_vehicle" double precision,
	"max_weight_per_vehicle" double precision,
	"shipper_rate" integer,
	"min_shipper_rate" integer,
	"max_shipper_rate" integer,
	"contract_amount" integer,
	"accept_auto_bid" boolean DEFAULT false NOT NULL,
	"auto_negotiate" boolean DEFAULT false NOT NULL,
	"payment_receiving_type_id" smallint NOT NULL,
	"pool_type" smallint DEFAULT 1 NOT NULL,
	"loading_time" timestamp with time zone NOT NULL,
	"special_instructions" text,
	"consignee_name" text,
	"consignee_number" text,
	"point_of_contact_name" text,
	"point_of_contact_number" text,
	"is_pod_hard_copy_req" boolean DEFAULT false NOT NULL,
	"labour_availability_type_id" smallint DEFAULT 1 NOT NULL,
	"city_travel_restriction_type_id" smallint DEFAULT 1 NOT NULL,
	"adda_marfat" text,
	"hs_code" boolean DEFAULT false NOT NULL,
	"custom_address" boolean DEFAULT false NOT NULL,
	"verification_status_type_id" smallint,
	"container" jsonb,
	"pickup_city_id" integer,
	"drop_off_city_id" integer,
	"tagged" boolean DEFAULT false NOT NULL,
	"tagging_origin" text DEFAULT 'normal' NOT NULL,
	"bid_window_open" boolean DEFAULT true NOT NULL,
	"bid_window_closes_at" timestamp with time zone,
	"project_vertical_id" integer,
	"cancellation_type" smallint,
	"cancellation_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_favourites" ADD CONSTRAINT "shipment_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_favourites" ADD CONSTRAINT "shipment_favourites_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_locations" ADD CONSTRAINT "shipment_locations_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_locations" ADD CONSTRAINT "shipment_locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_vehicle_type_variant_id_vehicle_type_variants_id_fk" FOREIGN KEY ("vehicle_type_variant_id") REFERENCES "public"."vehicle_type_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_pickup_city_id_cities_id_fk" FOREIGN KEY ("pickup_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_drop_off_city_id_cities_id_fk" FOREIGN KEY ("drop_off_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_project_vertical_id_project_verticals_id_fk" FOREIGN KEY ("project_vertical_id") REFERENCES "public"."project_verticals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_favourites_shipment_idx" ON "shipment_favourites" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_locations_shipment_idx" ON "shipment_locations" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_code_idx" ON "shipments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shipments_company_status_loading_idx" ON "shipments" USING btree ("company_id","status","loading_time");--> statement-breakpoint
CREATE INDEX "shipments_status_loading_idx" ON "shipments" USING btree ("status","loading_time");--> statement-breakpoint
CREATE INDEX "shipments_created_by_idx" ON "shipments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "shipments_assigned_to_idx" ON "shipments" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "shipments_reference_idx" ON "shipments" USING btree ("reference_number");