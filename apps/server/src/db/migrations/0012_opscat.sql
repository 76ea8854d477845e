CREATE TABLE "box_odds_versions" (
	"box_id" integer NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"box_price_cents" bigint NOT NULL,
	"ev_cents" bigint NOT NULL,
	"rtp_bp" integer NOT NULL,
	CONSTRAINT "box_odds_versions_box_id_version_pk" PRIMARY KEY("box_id","version")
);
--> statement-breakpoint
CREATE TABLE "content_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"redirect_type" text NOT NULL,
	"banner_key" text,
	"title" text DEFAULT '' NOT NULL,
	"type_key" text DEFAULT 'home' NOT NULL,
	"send_frequency" text NOT NULL,
	"interval_hours" integer,
	"end_time" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "box_odds_versions" ADD CONSTRAINT "box_odds_versions_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_banners_placement_idx" ON "content_banners" USING btree ("placement","sort");