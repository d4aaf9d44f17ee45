CREATE TABLE "division_entries" (
	"division_id" uuid NOT NULL,
	"team_season_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "division_entries_division_id_team_season_id_pk" PRIMARY KEY("division_id","team_season_id")
);
--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "kind" text DEFAULT 'league' NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "cup" jsonb;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "cup_group" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "bracket_game_id" text;--> statement-breakpoint
ALTER TABLE "division_entries" ADD CONSTRAINT "division_entries_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_entries" ADD CONSTRAINT "division_entries_team_season_id_team_seasons_id_fk" FOREIGN KEY ("team_season_id") REFERENCES "public"."team_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_entries" ADD CONSTRAINT "division_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "division_entries_team_season_idx" ON "division_entries" USING btree ("team_season_id");--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_division_bracket_game_unique" UNIQUE("division_id","bracket_game_id");