CREATE TABLE "consultation_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"question" text NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"answer" text NOT NULL,
	"citations" jsonb NOT NULL,
	"answered_by" text NOT NULL,
	"shared_case_data" boolean NOT NULL,
	"asked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_partner_referrals" ADD COLUMN "evaluation_document_id" uuid;--> statement-breakpoint
ALTER TABLE "health_partner_referrals" ADD COLUMN "evaluation_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_exchanges" ADD CONSTRAINT "consultation_exchanges_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_exchanges_case_idx" ON "consultation_exchanges" USING btree ("case_id","asked_at");--> statement-breakpoint
ALTER TABLE "health_partner_referrals" ADD CONSTRAINT "health_partner_referrals_evaluation_document_id_documents_id_fk" FOREIGN KEY ("evaluation_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;