ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "is_demo" = true WHERE "email" IN ('admin@oche.test', 'organiser@oche.test', 'mia@oche.test', 'bram@oche.test', 'fleur@oche.test', 'dieter@oche.test');
