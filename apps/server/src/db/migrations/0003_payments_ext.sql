CREATE TABLE "deposit_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"box_id" integer,
	"voucher_kind" integer,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_send_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" integer NOT NULL,
	"pay_cents" bigint NOT NULL,
	"gift_cents" bigint NOT NULL,
	"business_no" text NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "order_kind" text DEFAULT 'deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "coin_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "tier_bonus_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "first_bonus_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "gift_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "gift_send_log_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "site_code" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "deposit_rewards" ADD CONSTRAINT "deposit_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_send_logs" ADD CONSTRAINT "gift_send_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_rewards_order_kind_uq" ON "deposit_rewards" USING btree ("order_no","kind");--> statement-breakpoint
CREATE INDEX "deposit_rewards_user_idx" ON "deposit_rewards" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_send_logs_business_uq" ON "gift_send_logs" USING btree ("business_no");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_send_logs_open_uq" ON "gift_send_logs" USING btree ("user_id") WHERE "gift_send_logs"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "gift_send_logs_user_idx" ON "gift_send_logs" USING btree ("user_id","created_at");