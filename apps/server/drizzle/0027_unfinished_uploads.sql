CREATE TABLE "unfinished_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "unfinished_uploads_created_idx" ON "unfinished_uploads" USING btree ("created_at");