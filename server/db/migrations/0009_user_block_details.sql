ALTER TABLE "users" ADD COLUMN "block_reason_id" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "block_details" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;