CREATE TABLE "rate_import_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"import_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"amendment" text NOT NULL,
	"sheet" text NOT NULL,
	"row" integer NOT NULL,
	"column_type" text NOT NULL,
	"value" text NOT NULL,
	"error_message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"supplier_id" text NOT NULL,
	"rate_mode" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"error_count" integer NOT NULL,
	"processing_until" bigint,
	"pending" json
);
--> statement-breakpoint
CREATE TABLE "rate_lanes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_lanes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" text NOT NULL,
	"mode" text NOT NULL,
	"contract_id" text NOT NULL,
	"amendment" text NOT NULL,
	"sheet" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"equipment" text NOT NULL,
	"price" double precision NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_import_logs_import_idx" ON "rate_import_logs" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "rate_imports_company_idx" ON "rate_imports" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "rate_lanes_company_mode_idx" ON "rate_lanes" USING btree ("company_id","mode");