CREATE TABLE "configs" (
	"name" text PRIMARY KEY NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" text DEFAULT 'enabled' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "configs" ADD CONSTRAINT "configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;