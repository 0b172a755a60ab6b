CREATE TABLE "sign_in_failures" (
	"user_id" text PRIMARY KEY NOT NULL,
	"failures" json NOT NULL,
	"last_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_idx" ON "sign_in_failures" USING btree ("last_at");