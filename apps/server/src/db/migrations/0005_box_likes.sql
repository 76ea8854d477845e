CREATE TABLE "box_likes" (
	"user_id" integer NOT NULL,
	"box_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_likes_user_id_box_id_pk" PRIMARY KEY("user_id","box_id")
);
--> statement-breakpoint
ALTER TABLE "box_likes" ADD CONSTRAINT "box_likes_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE no action ON UPDATE no action;