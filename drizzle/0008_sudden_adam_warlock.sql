ALTER TABLE "vendors" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "contact_email" text;