CREATE TABLE "mall_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"price_bean" bigint NOT NULL,
	"stock" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mall_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"beans" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_order_items" (
	"order_id" integer NOT NULL,
	"store_item_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"value_cents" bigint NOT NULL,
	CONSTRAINT "shipping_order_items_order_id_store_item_id_pk" PRIMARY KEY("order_id","store_item_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_order_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" integer NOT NULL,
	"event" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" integer DEFAULT 54 NOT NULL,
	"address" jsonb NOT NULL,
	"country_code" text NOT NULL,
	"items_value_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"tracking_no" text,
	"carrier" text,
	"idempotency_key" text NOT NULL,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"box_id" integer,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"min_deposit_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"used_ref" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_purchases" ADD CONSTRAINT "mall_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_purchases" ADD CONSTRAINT "mall_purchases_mall_item_id_mall_items_id_fk" FOREIGN KEY ("mall_item_id") REFERENCES "public"."mall_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_order_items" ADD CONSTRAINT "shipping_order_items_order_id_shipping_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shipping_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_order_logs" ADD CONSTRAINT "shipping_order_logs_order_id_shipping_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shipping_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_purchases_user_idx" ON "mall_purchases" USING btree ("user_id","mall_item_id");--> statement-breakpoint
CREATE INDEX "shipping_order_logs_order_idx" ON "shipping_order_logs" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_orders_idem_uq" ON "shipping_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "shipping_orders_user_idx" ON "shipping_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shipping_orders_status_idx" ON "shipping_orders" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_source_ref_uq" ON "vouchers" USING btree ("source_ref");--> statement-breakpoint
CREATE INDEX "vouchers_user_idx" ON "vouchers" USING btree ("user_id","status","kind");