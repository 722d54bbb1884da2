CREATE TABLE "case_approvals" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"accuracy_confirmed" text NOT NULL,
	"no_legal_advice_accepted" text NOT NULL,
	"address_hash" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_packages" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"build" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"source_hash" text,
	"queued_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_confirmations" (
	"case_id" uuid NOT NULL,
	"review" text NOT NULL,
	"section" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_confirmations_case_id_review_section_pk" PRIMARY KEY("case_id","review","section")
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"review" text NOT NULL,
	"forms" text,
	"evidence" text,
	"declaration" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "case_approvals" ADD CONSTRAINT "case_approvals_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_packages" ADD CONSTRAINT "case_packages_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_confirmations" ADD CONSTRAINT "review_confirmations_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_requests_case_idx" ON "review_requests" USING btree ("case_id","created_at");