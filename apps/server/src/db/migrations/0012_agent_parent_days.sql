CREATE TABLE "agent_parent_days" (
	"parent_user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"plays" integer NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "agent_parent_days_parent_user_id_day_pk" PRIMARY KEY("parent_user_id","day")
);
--> statement-breakpoint
CREATE INDEX "agent_parent_days_day_idx" ON "agent_parent_days" USING btree ("day");