CREATE TABLE "company_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"identification_type" smallint NOT NULL,
	"identification_value" text NOT NULL,
	"operational_city_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_one_owner";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "strn" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_contractual_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "project_vertical_type_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "margin_type_id" smallint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "margin_value" double precision;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "company_group_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "company_groups" ADD CONSTRAINT "company_groups_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_group_id_company_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."company_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_group_id_company_groups_id_fk" FOREIGN KEY ("company_group_id") REFERENCES "public"."company_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_company_group_idx" ON "documents" USING btree ("company_group_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_one_owner" CHECK (num_nonnulls("documents"."shipment_id", "documents"."booking_id", "documents"."company_group_id") = 1);