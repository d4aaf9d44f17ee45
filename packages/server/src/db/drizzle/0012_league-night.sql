CREATE TABLE "fixture_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"fixture_id" uuid NOT NULL,
	"action" text NOT NULL,
	"game" integer,
	"side" text,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixture_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"fixture_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"home_participant_ids" uuid[] NOT NULL,
	"away_participant_ids" uuid[] NOT NULL,
	"match_id" uuid,
	"legs_home" integer,
	"legs_away" integer,
	"forfeited_by" text,
	"source" text,
	"players" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixture_games_fixture_number_unique" UNIQUE("fixture_id","number")
);
--> statement-breakpoint
CREATE TABLE "fixture_lineups" (
	"fixture_id" uuid NOT NULL,
	"side" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"games" jsonb NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixture_lineups_fixture_id_side_pk" PRIMARY KEY("fixture_id","side")
);
--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "home_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "home_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "away_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "away_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "fixture_audit" ADD CONSTRAINT "fixture_audit_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_audit" ADD CONSTRAINT "fixture_audit_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_audit" ADD CONSTRAINT "fixture_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_games" ADD CONSTRAINT "fixture_games_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_games" ADD CONSTRAINT "fixture_games_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_games" ADD CONSTRAINT "fixture_games_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_lineups" ADD CONSTRAINT "fixture_lineups_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_lineups" ADD CONSTRAINT "fixture_lineups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_lineups" ADD CONSTRAINT "fixture_lineups_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixture_audit_fixture_idx" ON "fixture_audit" USING btree ("fixture_id","at");--> statement-breakpoint
CREATE INDEX "fixture_games_match_idx" ON "fixture_games" USING btree ("match_id");--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_home_confirmed_by_users_id_fk" FOREIGN KEY ("home_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_away_confirmed_by_users_id_fk" FOREIGN KEY ("away_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;