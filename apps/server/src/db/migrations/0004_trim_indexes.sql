DROP INDEX "journal_entries_user_idx";--> statement-breakpoint
DROP INDEX "openings_created_idx";--> statement-breakpoint
DROP INDEX "openings_user_idx";--> statement-breakpoint
DROP INDEX "openings_box_idx";--> statement-breakpoint
CREATE INDEX "openings_user_id_idx" ON "openings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "openings_box_id_idx" ON "openings" USING btree ("box_id","id");