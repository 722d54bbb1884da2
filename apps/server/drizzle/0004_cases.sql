CREATE TABLE "case_derivatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"married" boolean NOT NULL,
	"lives_in_us" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_state_logs" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_step" text,
	"from_payment" text,
	"to_step" text NOT NULL,
	"to_payment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"strategy" text,
	"step" text NOT NULL,
	"payment" text NOT NULL,
	"plan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_derivatives" ADD CONSTRAINT "case_derivatives_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_state_logs" ADD CONSTRAINT "case_state_logs_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_derivatives_case_idx" ON "case_derivatives" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_state_logs_case_idx" ON "case_state_logs" USING btree ("case_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_account_key" ON "cases" USING btree ("account_id");