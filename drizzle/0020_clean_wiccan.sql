CREATE TABLE "product_suggestions" (
	"name_key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"suggestions" integer DEFAULT 0 NOT NULL,
	"first_suggested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_suggested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_suggestions_name_key_kind_pk" PRIMARY KEY("name_key","kind")
);
