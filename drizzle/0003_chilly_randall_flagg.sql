CREATE TABLE "buyer_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"body" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"vendor_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"checkout_session_id" text,
	"checkout_url" text,
	"checkout_expires_at" timestamp with time zone,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "lead_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "lead_payments_checkout_session_id_unique" UNIQUE("checkout_session_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"request_id" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_company" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"consent_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"unlocked_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "leads_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_questions" ADD CONSTRAINT "buyer_questions_request_id_buyer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "buyer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_questions" ADD CONSTRAINT "buyer_questions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_payments" ADD CONSTRAINT "lead_payments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_payments" ADD CONSTRAINT "lead_payments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_request_id_buyer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "buyer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_questions_request_idx" ON "buyer_questions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "buyer_questions_vendor_idx" ON "buyer_questions" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_payments_lead_idx" ON "lead_payments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_payments_vendor_idx" ON "lead_payments" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_request_vendor_idx" ON "leads" USING btree ("request_id","vendor_id");--> statement-breakpoint
CREATE INDEX "leads_vendor_state_idx" ON "leads" USING btree ("vendor_id","state","created_at");