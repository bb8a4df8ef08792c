CREATE TABLE "journal_daily" (
	"date" date NOT NULL,
	"account_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"debit" numeric(16, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "journal_daily_date_account_id_currency_pk" PRIMARY KEY("date","account_id","currency")
);
--> statement-breakpoint
ALTER TABLE "journal_daily" ADD CONSTRAINT "journal_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;