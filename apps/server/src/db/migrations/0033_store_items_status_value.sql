DROP INDEX "store_items_user_status_idx";--> statement-breakpoint
CREATE INDEX "store_items_user_status_value_idx" ON "store_items" USING btree ("user_id","status","id","value_cents");