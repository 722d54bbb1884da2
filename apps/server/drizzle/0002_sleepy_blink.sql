CREATE TABLE "questionnaire_additional_labels" (
	"config_id" integer NOT NULL,
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "questionnaire_additional_labels_config_id_key_lang_pk" PRIMARY KEY("config_id","key","lang")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"config_id" integer NOT NULL,
	"question_section_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"loop_id" integer NOT NULL,
	"group" integer NOT NULL,
	"loop_group" text NOT NULL,
	"response" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionnaire_key" text NOT NULL,
	"strategy" text,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_data_sources" (
	"config_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "questionnaire_data_sources_config_id_name_pk" PRIMARY KEY("config_id","name")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_flow_edges" (
	"config_id" integer NOT NULL,
	"position" integer NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"text" text,
	"loop" boolean NOT NULL,
	CONSTRAINT "questionnaire_flow_edges_config_id_position_pk" PRIMARY KEY("config_id","position")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_flow_paths" (
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"config_id" integer NOT NULL,
	"question_section_id" integer NOT NULL,
	"path" text NOT NULL,
	"changed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_flow_paths_owner_kind_owner_id_config_id_question_section_id_pk" PRIMARY KEY("owner_kind","owner_id","config_id","question_section_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_labels" (
	"config_id" integer NOT NULL,
	"question_label_id" integer NOT NULL,
	"lang" text NOT NULL,
	"label" text NOT NULL,
	"placeholder" text,
	"error_text" text,
	"help_text" text,
	CONSTRAINT "questionnaire_labels_config_id_question_label_id_lang_pk" PRIMARY KEY("config_id","question_label_id","lang")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_owner_configs" (
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"questionnaire_key" text NOT NULL,
	"config_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_owner_configs_owner_kind_owner_id_questionnaire_key_pk" PRIMARY KEY("owner_kind","owner_id","questionnaire_key")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_questions" (
	"config_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"type" text NOT NULL,
	"parent_id" integer,
	"loop_id" integer NOT NULL,
	"loop_group" text NOT NULL,
	"group" integer NOT NULL,
	"order" integer NOT NULL,
	"required" boolean NOT NULL,
	"length" integer,
	"properties" jsonb NOT NULL,
	"code" text,
	CONSTRAINT "questionnaire_questions_config_id_question_id_pk" PRIMARY KEY("config_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"config_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"label_en" text NOT NULL,
	"label_es" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_variables" (
	"config_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"name" text NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "questionnaire_variables_config_id_name_pk" PRIMARY KEY("config_id","name")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_additional_labels" ADD CONSTRAINT "questionnaire_additional_labels_config_id_questionnaire_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."questionnaire_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_config_id_questionnaire_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."questionnaire_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_data_sources" ADD CONSTRAINT "questionnaire_data_sources_config_id_questionnaire_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."questionnaire_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_flow_edges" ADD CONSTRAINT "questionnaire_flow_edges_config_id_questionnaire_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."questionnaire_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_flow_paths" ADD CONSTRAINT "questionnaire_flow_paths_config_id_questionnaire_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."questionnaire_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_labels" ADD CONSTRAINT "questionnaire_labels_config_id_questionnaire_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."questionnaire_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_owner_configs" ADD CONSTRAINT "questionnaire_owner_configs_config_id_questionnaire_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."questionnaire_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_config_id_questionnaire_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."questionnaire_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_section_id_questionnaire_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."questionnaire_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_sections" ADD CONSTRAINT "questionnaire_sections_config_id_questionnaire_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."questionnaire_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_variables" ADD CONSTRAINT "questionnaire_variables_config_id_questionnaire_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."questionnaire_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_variables" ADD CONSTRAINT "questionnaire_variables_section_id_questionnaire_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."questionnaire_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_answers_occurrence_key" ON "questionnaire_answers" USING btree ("owner_kind","owner_id","config_id","question_id","loop_id");--> statement-breakpoint
CREATE INDEX "questionnaire_answers_section_idx" ON "questionnaire_answers" USING btree ("owner_kind","owner_id","config_id","question_section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_configs_version_key" ON "questionnaire_configs" USING btree ("questionnaire_key",coalesce("strategy", ''),"version");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_configs_active_key" ON "questionnaire_configs" USING btree ("questionnaire_key",coalesce("strategy", '')) WHERE "questionnaire_configs"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_sections_config_key" ON "questionnaire_sections" USING btree ("config_id","key");