CREATE TABLE "driver_vehicle_types" (
	"driver_id" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	CONSTRAINT "driver_vehicle_types_driver_id_vehicle_type_id_pk" PRIMARY KEY("driver_id","vehicle_type_id")
);
--> statement-breakpoint
CREATE TABLE "fleets" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_pumps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"discount_percent" double precision DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location_type" text NOT NULL,
	"address" text NOT NULL,
	"city_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"company_id" integer,
	"contact_name" text,
	"contact_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tyre_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"size" text NOT NULL,
	"price" integer NOT NULL,
	"discount_percent" double precision DEFAULT 0 NOT NULL,
	"fuel_pump_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_until" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_one_owner";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "make" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "model_year" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "driver_vehicle_types" ADD CONSTRAINT "driver_vehicle_types_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_vehicle_types" ADD CONSTRAINT "driver_vehicle_types_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_pumps" ADD CONSTRAINT "fuel_pumps_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fleets_partner_name_idx" ON "fleets" USING btree ("partner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fuel_pumps_city_idx" ON "fuel_pumps" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "fuel_pumps_name_idx" ON "fuel_pumps" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "locations_company_idx" ON "locations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "locations_city_idx" ON "locations" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_fleet_id_fleets_id_fk" FOREIGN KEY ("fleet_id") REFERENCES "public"."fleets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_fleet_idx" ON "vehicles" USING btree ("fleet_id");--> statement-breakpoint
CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "documents_driver_idx" ON "documents" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "documents_vehicle_idx" ON "documents" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "documents_user_idx" ON "documents" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_one_owner" CHECK (num_nonnulls("documents"."shipment_id", "documents"."booking_id", "documents"."company_group_id", "documents"."driver_id", "documents"."vehicle_id", "documents"."user_id") = 1);