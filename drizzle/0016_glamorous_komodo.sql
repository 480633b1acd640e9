CREATE TABLE "breach_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"vendor_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "breach_reports" ADD CONSTRAINT "breach_reports_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breach_reports" ADD CONSTRAINT "breach_reports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breach_reports_lead_reason_idx" ON "breach_reports" USING btree ("lead_id","reason");--> statement-breakpoint
CREATE INDEX "breach_reports_vendor_status_idx" ON "breach_reports" USING btree ("vendor_id","status");