CREATE TABLE "shipment_import_rows" (
	"company_id" integer NOT NULL,
	"row_key" text NOT NULL,
	"shipment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_import_rows_company_id_row_key_pk" PRIMARY KEY("company_id","row_key")
);
--> statement-breakpoint
CREATE TABLE "saved_view_defaults" (
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"view_id" integer NOT NULL,
	CONSTRAINT "saved_view_defaults_user_id_list_pk" PRIMARY KEY("user_id","list")
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"shared_with_role_id" integer,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_import_rows" ADD CONSTRAINT "shipment_import_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_import_rows" ADD CONSTRAINT "shipment_import_rows_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_view_defaults" ADD CONSTRAINT "saved_view_defaults_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_view_defaults" ADD CONSTRAINT "saved_view_defaults_view_id_saved_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."saved_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_shared_with_role_id_roles_id_fk" FOREIGN KEY ("shared_with_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_list_name_idx" ON "saved_views" USING btree ("owner_id","list",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_role_list_idx" ON "saved_views" USING btree ("shared_with_role_id","list");