CREATE TABLE "private_pool_members" (
	"company_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_pool_members_company_id_partner_id_pk" PRIMARY KEY("company_id","partner_id")
);
--> statement-breakpoint
ALTER TABLE "private_pool_members" ADD CONSTRAINT "private_pool_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_pool_members" ADD CONSTRAINT "private_pool_members_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_pool_members" ADD CONSTRAINT "private_pool_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_pool_members_partner_idx" ON "private_pool_members" USING btree ("partner_id");