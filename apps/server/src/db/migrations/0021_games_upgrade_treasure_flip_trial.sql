CREATE TABLE "flip_chance_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"chances" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flip_chances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flip_chances_available_nonneg" CHECK ("flip_chances"."available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "treasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"type" integer NOT NULL,
	"map_price_cents" bigint NOT NULL,
	"map_count" integer DEFAULT 4 NOT NULL,
	"min_vip_level" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_boosts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"share_no" text NOT NULL,
	"sharer_user_id" integer NOT NULL,
	"helper_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "item_stake_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flip_chance_grants" ADD CONSTRAINT "flip_chance_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flip_chances" ADD CONSTRAINT "flip_chances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_boosts" ADD CONSTRAINT "trial_boosts_sharer_user_id_users_id_fk" FOREIGN KEY ("sharer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_boosts" ADD CONSTRAINT "trial_boosts_helper_user_id_users_id_fk" FOREIGN KEY ("helper_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flip_chance_grants_ref_uq" ON "flip_chance_grants" USING btree ("source_ref");--> statement-breakpoint
CREATE INDEX "flip_chance_grants_user_idx" ON "flip_chance_grants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "treasures_active_idx" ON "treasures" USING btree ("is_active","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_boosts_share_helper_uq" ON "trial_boosts" USING btree ("share_no","helper_user_id");--> statement-breakpoint
CREATE INDEX "trial_boosts_helper_idx" ON "trial_boosts" USING btree ("helper_user_id","created_at");--> statement-breakpoint
CREATE INDEX "trial_boosts_sharer_idx" ON "trial_boosts" USING btree ("sharer_user_id","created_at");