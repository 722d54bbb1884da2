CREATE TABLE "after_filing_records" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"receipt_number" text NOT NULL,
	"receipt_date" date NOT NULL,
	"biometrics_date" date,
	"interview_date" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"moved_on" date NOT NULL,
	"street" text NOT NULL,
	"apartment" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"in_court" boolean NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "after_filing_records" ADD CONSTRAINT "after_filing_records_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_moves" ADD CONSTRAINT "residence_moves_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "residence_moves_case_idx" ON "residence_moves" USING btree ("case_id","recorded_at");