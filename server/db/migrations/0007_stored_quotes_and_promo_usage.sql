CREATE TABLE "promo_redemptions" (
	"code" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_uses" (
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "promo_uses_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	CONSTRAINT "promo_uses_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
CREATE TABLE "quote_searchers" (
	"quote_id" text NOT NULL,
	"company_id" text NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "quote_searchers_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	CONSTRAINT "quote_searchers_quote_id_company_id_pk" PRIMARY KEY("quote_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "stored_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"forwarder_company_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"data" json NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_quotes_source_created_idx" ON "stored_quotes" USING btree ("source","created_at");