CREATE TABLE "captcha_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"answer" integer NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");