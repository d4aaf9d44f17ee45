CREATE TABLE "match_history_removals" (
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_history_removals_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "match_invitations" (
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"invited_by" uuid NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "match_invitations_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "match_history_removals" ADD CONSTRAINT "match_history_removals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_history_removals" ADD CONSTRAINT "match_history_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_invitations" ADD CONSTRAINT "match_invitations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_invitations" ADD CONSTRAINT "match_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_invitations" ADD CONSTRAINT "match_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_invitations_user_status_idx" ON "match_invitations" USING btree ("user_id","status");--> statement-breakpoint
-- Casual, bot and offline matches stored before invitations: the other accounts named on their sides were put in
-- without asking. They become invitations, and the sides keep only the creator until those are accepted.
INSERT INTO "match_invitations" ("match_id", "user_id", "position", "invited_by", "status")
SELECT s."match_id", named."user_id", s."position", m."created_by", 'invited'
FROM "match_sides" s
JOIN "matches" m ON m."id" = s."match_id"
CROSS JOIN LATERAL unnest(s."user_ids") AS named("user_id")
JOIN "users" u ON u."id" = named."user_id"
WHERE m."kind" IN ('casual', 'bot', 'offline') AND named."user_id" <> m."created_by"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "match_sides" s
SET "user_ids" = ARRAY(SELECT named FROM unnest(s."user_ids") AS named WHERE named = m."created_by")
FROM "matches" m
WHERE m."id" = s."match_id" AND m."kind" IN ('casual', 'bot', 'offline');
