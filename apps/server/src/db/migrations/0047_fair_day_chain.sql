CREATE TABLE "fair_day_roots" (
	"day" date PRIMARY KEY NOT NULL,
	"previous_day" date,
	"previous_root" text NOT NULL,
	"board_hash" text NOT NULL,
	"root" text NOT NULL,
	"machines" integer NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_records" ADD COLUMN "setting_commitment" text;--> statement-breakpoint
ALTER TABLE "game_records" ADD COLUMN "day_root" text;