CREATE TABLE "payout_accounts" (
	"company_id" text NOT NULL,
	"currency" text NOT NULL,
	"account_no" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_address" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_address" text NOT NULL,
	"swift_code" text NOT NULL,
	"aba_routing" text,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "payout_accounts_company_id_currency_pk" PRIMARY KEY("company_id","currency")
);
