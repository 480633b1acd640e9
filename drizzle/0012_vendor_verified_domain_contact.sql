ALTER TABLE "vendors" ADD COLUMN "verified_domain" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "contact_email_confirmed" text;