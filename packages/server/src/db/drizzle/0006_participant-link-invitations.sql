ALTER TABLE "participants" ADD COLUMN "invited_email" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "invited_user_id" uuid;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_invited_user_id_users_id_fk" FOREIGN KEY ("invited_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participants_invited_user_idx" ON "participants" USING btree ("invited_user_id");