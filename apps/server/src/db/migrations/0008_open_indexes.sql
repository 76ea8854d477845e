DROP INDEX "journal_lines_entry_idx";--> statement-breakpoint
DROP INDEX "openings_entry_idx";