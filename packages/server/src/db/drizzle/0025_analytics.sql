CREATE TABLE "user_activity_buckets" (
	"interval" text NOT NULL,
	"bucket" date NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "user_activity_buckets_interval_bucket_user_id_pk" PRIMARY KEY("interval","bucket","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_activity_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "user_activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "visit_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_on" date;--> statement-breakpoint
ALTER TABLE "user_activity_buckets" ADD CONSTRAINT "user_activity_buckets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity_days" ADD CONSTRAINT "user_activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_activity_days_day_idx" ON "user_activity_days" USING btree ("day","user_id");--> statement-breakpoint
CREATE INDEX "matches_created_at_idx" ON "matches" USING btree ("created_at","status","visit_count","id");--> statement-breakpoint
CREATE INDEX "tournaments_created_at_idx" ON "tournaments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
--> statement-breakpoint
-- Backfill (ADR 020): the activity days known so far are the last day each account's own tokens were used.
INSERT INTO "user_activity_days" ("user_id", "day")
SELECT DISTINCT "user_id", ("last_used_at" AT TIME ZONE 'UTC')::date
FROM "api_tokens"
WHERE "kind" = 'user' AND "last_used_at" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "user_activity_buckets" ("interval", "bucket", "user_id")
SELECT DISTINCT i."interval", date_trunc(i."interval", d."day"::timestamp)::date, d."user_id"
FROM "user_activity_days" AS d CROSS JOIN (VALUES ('week'), ('month')) AS i ("interval")
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "users" AS u SET "last_active_on" = d."day"
FROM (SELECT "user_id", max("day") AS "day" FROM "user_activity_days" GROUP BY "user_id") AS d
WHERE d."user_id" = u."id";--> statement-breakpoint
-- Visits standing (each undo takes back one visit), the first visit stored, and the finishing event of a finished match.
UPDATE "matches" AS m
SET "visit_count" = e."visits", "started_at" = e."first_visit_at",
  "finished_at" = CASE WHEN m."status" = 'finished' THEN e."last_event_at" END
FROM (
  SELECT "match_id",
    greatest(count(*) FILTER (WHERE "type" IN ('visit', 'bust', 'darts')) - count(*) FILTER (WHERE "type" = 'undo'), 0)::integer AS "visits",
    min("created_at") FILTER (WHERE "type" IN ('visit', 'bust', 'darts')) AS "first_visit_at",
    max("created_at") AS "last_event_at"
  FROM "match_events"
  GROUP BY "match_id"
) AS e
WHERE e."match_id" = m."id";
