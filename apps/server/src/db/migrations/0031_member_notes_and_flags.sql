CREATE TABLE "member_flags" (
	"user_id" bigint NOT NULL,
	"flag" text NOT NULL,
	"reason" text NOT NULL,
	"staff_id" bigint NOT NULL,
	"staff_username" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_flags_user_id_flag_pk" PRIMARY KEY("user_id","flag"),
	CONSTRAINT "member_flags_flag" CHECK ("member_flags"."flag" in ('vip', 'risk', 'fraud'))
);
--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"text" text NOT NULL,
	"staff_id" bigint NOT NULL,
	"staff_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_notes_user_id_idx" ON "member_notes" USING btree ("user_id","created_at");