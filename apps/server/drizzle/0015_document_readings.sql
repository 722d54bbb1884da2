CREATE TABLE "document_readings" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"mrz_found" boolean,
	"problems" jsonb NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_readings" ADD CONSTRAINT "document_readings_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;