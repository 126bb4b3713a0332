CREATE TABLE "shipment_counts" (
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipment_counts_company_id_status_pk" PRIMARY KEY("company_id","status")
);
