CREATE TABLE "document_values" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_values" ADD CONSTRAINT "document_values_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;