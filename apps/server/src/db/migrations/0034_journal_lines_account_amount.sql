DROP INDEX "journal_lines_account_id_idx";--> statement-breakpoint
CREATE INDEX "journal_lines_account_id_amount_idx" ON "journal_lines" USING btree ("account_id","id","amount");