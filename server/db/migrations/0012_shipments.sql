CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"shipment_no" text COLLATE "C" NOT NULL,
	"buyer_company_id" text NOT NULL,
	"forwarder_company_id" text NOT NULL,
	"quote_id" text,
	"status" text NOT NULL,
	"status_rank" smallint NOT NULL,
	"mode" text NOT NULL,
	"progress" text NOT NULL,
	"on_hold" boolean NOT NULL,
	"booked_at" text COLLATE "C" NOT NULL,
	"booked_ms" bigint NOT NULL,
	"cargo_ready_date" text COLLATE "C" NOT NULL,
	"cargo_ready_ms" bigint NOT NULL,
	"delivery_date" text COLLATE "C" NOT NULL,
	"delivery_ms" bigint NOT NULL,
	"total_cost" double precision NOT NULL,
	"keywords" text[] NOT NULL,
	"data" json NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_shipment_no_idx" ON "shipments" USING btree ("shipment_no");--> statement-breakpoint
CREATE INDEX "shipments_buyer_idx" ON "shipments" USING btree ("buyer_company_id","status","booked_at");--> statement-breakpoint
CREATE INDEX "shipments_forwarder_idx" ON "shipments" USING btree ("forwarder_company_id","status","booked_at");--> statement-breakpoint
CREATE INDEX "shipments_quote_idx" ON "shipments" USING btree ("quote_id");