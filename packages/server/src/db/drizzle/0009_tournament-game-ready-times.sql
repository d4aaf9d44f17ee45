ALTER TABLE "tournament_games" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "event_joined_at" timestamp with time zone;--> statement-breakpoint
-- Tournaments already in an event: when they joined is unknown, their creation is the earliest it can have been.
UPDATE "tournaments" SET "event_joined_at" = "created_at" WHERE "event_id" IS NOT NULL;
