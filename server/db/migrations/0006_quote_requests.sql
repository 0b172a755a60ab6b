CREATE TABLE "quote_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"status" text NOT NULL,
	"answered_by" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"data" json NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quote_requests_company_idx" ON "quote_requests" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "quote_requests_answered_by_idx" ON "quote_requests" USING btree ("answered_by");