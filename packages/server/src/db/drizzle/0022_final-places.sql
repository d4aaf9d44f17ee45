CREATE TABLE "tournament_final_places" (
	"tournament_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"places" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_final_places" ADD CONSTRAINT "tournament_final_places_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;