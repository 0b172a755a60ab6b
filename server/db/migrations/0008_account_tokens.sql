CREATE TABLE "account_tokens" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"access_key" text,
	"purpose" text
);
--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_tokens_kind_expires_idx" ON "account_tokens" USING btree ("kind","expires_at");