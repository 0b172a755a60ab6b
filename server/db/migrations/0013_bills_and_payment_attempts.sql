CREATE TABLE "bills" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_company_id" text NOT NULL,
	"forwarder_company_id" text NOT NULL,
	"data" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_company_id" text NOT NULL,
	"status" text NOT NULL,
	"data" json NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bills_buyer_idx" ON "bills" USING btree ("buyer_company_id");--> statement-breakpoint
CREATE INDEX "bills_forwarder_idx" ON "bills" USING btree ("forwarder_company_id");