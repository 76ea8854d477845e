CREATE TABLE "birthday_gifts" (
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"spin_id" bigint NOT NULL,
	"rate_ppm" integer NOT NULL,
	"claimed_at" timestamp with time zone,
	"bonus_until" timestamp with time zone,
	"free_item_id" integer,
	"store_item_id" bigint,
	CONSTRAINT "birthday_gifts_user_id_year_pk" PRIMARY KEY("user_id","year")
);
--> statement-breakpoint
CREATE TABLE "quest_progress" (
	"user_id" integer NOT NULL,
	"quest_id" integer NOT NULL,
	"progress" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"boosted_at" timestamp with time zone,
	CONSTRAINT "quest_progress_user_id_quest_id_pk" PRIMARY KEY("user_id","quest_id")
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"name" text NOT NULL,
	"tasks" jsonb NOT NULL,
	"rewards" jsonb NOT NULL,
	"duration_hours" integer NOT NULL,
	"unlock_after" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_level_rewards" (
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"item_id" integer,
	"store_item_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_level_rewards_user_id_level_pk" PRIMARY KEY("user_id","level")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"xp" bigint NOT NULL,
	"rakeback_ppm" integer DEFAULT 0 NOT NULL,
	"cashback_ppm" integer DEFAULT 0 NOT NULL,
	"free_box_id" integer,
	"exclusive_box" boolean DEFAULT false NOT NULL,
	"support_chat" boolean DEFAULT false NOT NULL,
	"vip_chat" boolean DEFAULT false NOT NULL,
	"support_service" boolean DEFAULT false NOT NULL,
	"withdrawal_perk" text,
	"level_up_item_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"wheel" text NOT NULL,
	"order_no" text,
	"spin_index" integer,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"ticket" integer NOT NULL,
	"segment" integer NOT NULL,
	"rate_ppm" integer NOT NULL,
	"segments" jsonb NOT NULL,
	"base_cents" bigint DEFAULT 0 NOT NULL,
	"bonus_cents" bigint DEFAULT 0 NOT NULL,
	"journal_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "birthday_gifts" ADD CONSTRAINT "birthday_gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_progress" ADD CONSTRAINT "quest_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_rewards" ADD CONSTRAINT "vip_level_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_order_spin_uq" ON "wheel_spins" USING btree ("order_no","spin_index");--> statement-breakpoint
CREATE INDEX "wheel_spins_user_idx" ON "wheel_spins" USING btree ("user_id","created_at");