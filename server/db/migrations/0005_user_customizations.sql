CREATE TABLE "user_customizations" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "user_customizations_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"customize_type" text NOT NULL,
	"customize_value" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "user_customizations_user_type_idx" ON "user_customizations" USING btree ("user_id","customize_type");