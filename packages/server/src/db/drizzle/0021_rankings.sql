CREATE TABLE "ranking_tournaments" (
	"ranking_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	CONSTRAINT "ranking_tournaments_ranking_id_tournament_id_pk" PRIMARY KEY("ranking_id","tournament_id")
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text NOT NULL,
	"points" jsonb NOT NULL,
	"count_best" integer,
	"window" jsonb NOT NULL,
	"selection" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ranking_tournaments" ADD CONSTRAINT "ranking_tournaments_ranking_id_rankings_id_fk" FOREIGN KEY ("ranking_id") REFERENCES "public"."rankings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_tournaments" ADD CONSTRAINT "ranking_tournaments_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_tournaments_tournament_idx" ON "ranking_tournaments" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "rankings_organisation_idx" ON "rankings" USING btree ("organisation_id");