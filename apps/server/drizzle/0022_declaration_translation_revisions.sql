ALTER TABLE "declaration_texts" ADD COLUMN "translates" text;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "translation_file_translates" text;