CREATE TABLE "record_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"booking_id" integer,
	"actor_id" integer,
	"actor_type" smallint,
	"event" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_history_shipment_idx" ON "record_history" USING btree ("shipment_id","id" desc);--> statement-breakpoint
CREATE INDEX "record_history_booking_idx" ON "record_history" USING btree ("booking_id","id" desc) WHERE "record_history"."booking_id" is not null;--> statement-breakpoint
CREATE FUNCTION record_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'record_history is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER record_history_append_only BEFORE UPDATE OR DELETE ON "record_history"
  FOR EACH ROW EXECUTE FUNCTION record_history_append_only();
