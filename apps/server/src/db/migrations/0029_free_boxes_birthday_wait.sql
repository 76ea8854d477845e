CREATE TABLE "free_boxes" (
	"box_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"min_vip_level" integer DEFAULT 0 NOT NULL,
	"min_xp" bigint DEFAULT 0 NOT NULL,
	"min_top_up_cents" bigint DEFAULT 0 NOT NULL,
	"top_up_window_hours" integer DEFAULT 24 NOT NULL,
	"cooldown_hours" integer DEFAULT 24 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_boxes_kind" CHECK ("free_boxes"."kind" in ('daily', 'vip', 'level', 'topup', 'limited')),
	CONSTRAINT "free_boxes_dates" CHECK ("free_boxes"."ends_at" is null or "free_boxes"."starts_at" is null or "free_boxes"."ends_at" > "free_boxes"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "birthday_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "free_boxes" ADD CONSTRAINT "free_boxes_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE no action ON UPDATE no action;