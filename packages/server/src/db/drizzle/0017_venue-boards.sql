ALTER TABLE "boards" ALTER COLUMN "event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_venue_number_unique" UNIQUE("venue_id","number");--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_one_place" CHECK (num_nonnulls("boards"."event_id", "boards"."venue_id") = 1);