DROP INDEX "journal_lines_account_idx";--> statement-breakpoint
CREATE INDEX "journal_lines_account_id_idx" ON "journal_lines" USING btree ("account_id","id");