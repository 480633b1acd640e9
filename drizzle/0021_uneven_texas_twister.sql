CREATE TABLE "matrix_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"key" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"weight" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"notify_email" text,
	"notify_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_questions" ADD COLUMN "list_id" uuid;--> statement-breakpoint
ALTER TABLE "matrix_rows" ADD CONSTRAINT "matrix_rows_request_id_buyer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "buyer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_lists" ADD CONSTRAINT "question_lists_request_id_buyer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "buyer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matrix_rows_request_key_idx" ON "matrix_rows" USING btree ("request_id","key");--> statement-breakpoint
CREATE INDEX "question_lists_request_idx" ON "question_lists" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "buyer_questions" ADD CONSTRAINT "buyer_questions_list_id_question_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "question_lists"("id") ON DELETE set null ON UPDATE no action;