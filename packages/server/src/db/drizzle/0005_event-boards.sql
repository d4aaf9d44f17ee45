ALTER TABLE "board_devices" ADD COLUMN "pending_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "board_devices" ADD COLUMN "app_version" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "auto_call" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rest_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "no_show_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "boards_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "board_id" uuid;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "call_reason" jsonb;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "queue_position" integer;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_games_board_idx" ON "tournament_games" USING btree ("board_id");