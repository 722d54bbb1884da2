CREATE TABLE "document_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"page_count" integer NOT NULL,
	"document_id" uuid,
	"position" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"derivative_id" uuid,
	"kind" text NOT NULL,
	"document_key" text NOT NULL,
	"translation_of" uuid,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"language" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_derivative_id_case_derivatives_id_fk" FOREIGN KEY ("derivative_id") REFERENCES "public"."case_derivatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_translation_of_documents_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_uploads_document_idx" ON "document_uploads" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "documents_case_idx" ON "documents" USING btree ("case_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_translation_key" ON "documents" USING btree ("translation_of");