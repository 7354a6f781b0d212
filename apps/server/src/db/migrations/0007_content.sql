CREATE TABLE "content_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"title_jp" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"title_zh_tw" text DEFAULT '' NOT NULL,
	"body_jp" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_zh_tw" text DEFAULT '' NOT NULL,
	"image_url" text,
	"link_url" text,
	"is_external" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letter_states" (
	"letter_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "letter_states_letter_id_user_id_pk" PRIMARY KEY("letter_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"audience" text NOT NULL,
	"category" text NOT NULL,
	"template" text,
	"params" jsonb,
	"title_jp" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"title_zh_tw" text DEFAULT '' NOT NULL,
	"body_jp" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_zh_tw" text DEFAULT '' NOT NULL,
	"dedupe_key" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_items_listing_idx" ON "content_items" USING btree ("kind","type","sort","start_at") WHERE "content_items"."published";--> statement-breakpoint
CREATE INDEX "letter_states_user_id_idx" ON "letter_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "letters_user_id_idx" ON "letters" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "letters_broadcast_idx" ON "letters" USING btree ("audience","sent_at") WHERE "letters"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "letters_dedupe_key" ON "letters" USING btree ("dedupe_key");