CREATE TABLE "store_meta" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_records" (
	"slice" text NOT NULL,
	"key" text NOT NULL,
	"position" double precision NOT NULL,
	"data" json NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "store_records_slice_key_pk" PRIMARY KEY("slice","key")
);
--> statement-breakpoint
CREATE TABLE "store_slices" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" bigint NOT NULL
);
