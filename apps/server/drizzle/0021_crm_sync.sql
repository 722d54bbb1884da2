CREATE TABLE "crm_sync_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"call" text NOT NULL,
	"case_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivered_via" text,
	"external_id" text
);
--> statement-breakpoint
ALTER TABLE "crm_sync_deliveries" ADD CONSTRAINT "crm_sync_deliveries_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_sync_deliveries_case_idx" ON "crm_sync_deliveries" USING btree ("case_id","call");