CREATE TABLE "idempotency_replays" (
	"key" text PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"body" json NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
