ALTER TABLE "leads" ADD COLUMN "contact_rules" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_note" text DEFAULT '' NOT NULL;