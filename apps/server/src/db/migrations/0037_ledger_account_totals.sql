-- ledger:check keeps one running total per account, updated in place for the accounts a check's new lines touch, instead
-- of a copy of every account's total per checkpoint (docs/architecture/money-and-ledger.md#ledger-check). The newest
-- checkpoint's totals carry over; the older checkpoints had only their own copies, so they go with the copies.
CREATE TABLE "ledger_account_totals" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_account_totals" ADD CONSTRAINT "ledger_account_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "ledger_account_totals" ("account_id", "total")
SELECT "account_id", "total" FROM "ledger_checkpoint_balances"
WHERE "checkpoint_id" = (SELECT "id" FROM "ledger_checkpoints" ORDER BY "upto_line_id" DESC, "id" DESC LIMIT 1);--> statement-breakpoint
DELETE FROM "ledger_checkpoints" WHERE "id" <> (SELECT "id" FROM "ledger_checkpoints" ORDER BY "upto_line_id" DESC, "id" DESC LIMIT 1);--> statement-breakpoint
DROP TABLE "ledger_checkpoint_balances" CASCADE;
