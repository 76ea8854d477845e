DROP INDEX "payment_orders_user_idx";--> statement-breakpoint
CREATE INDEX "payment_orders_user_created_id_idx" ON "payment_orders" USING btree ("user_id","created_at","id");