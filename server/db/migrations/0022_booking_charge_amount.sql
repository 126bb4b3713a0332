DROP INDEX "invoice_lines_active_booking_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "kind" text DEFAULT 'FREIGHT' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_active_freight_idx" ON "invoice_lines" USING btree ("booking_id") WHERE "invoice_lines"."active" and "invoice_lines"."kind" = 'FREIGHT';--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_amount_positive" CHECK ("documents"."amount_minor" > 0);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_kind" CHECK ("invoice_lines"."kind" in ('FREIGHT', 'CHARGE'));