ALTER TABLE "leads" ADD COLUMN "confirmation_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_confirmation_idx" ON "leads" USING btree ("confirmation_id");--> statement-breakpoint
CREATE INDEX "leads_pending_idx" ON "leads" USING btree ("created_at") WHERE state = 'pending';