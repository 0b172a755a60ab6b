CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text,
	"data" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"email_key" text NOT NULL,
	"data" json NOT NULL
);
--> statement-breakpoint
CREATE INDEX "companies_site_idx" ON "companies" USING btree ("site");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key_idx" ON "users" USING btree ("email_key");