CREATE TABLE "declaration_texts" (
	"case_id" uuid NOT NULL,
	"section_key" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"machine_draft" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "declaration_texts_case_id_section_key_kind_pk" PRIMARY KEY("case_id","section_key","kind")
);
--> statement-breakpoint
CREATE TABLE "declarations" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declaration_texts" ADD CONSTRAINT "declaration_texts_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;