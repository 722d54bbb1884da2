ALTER TABLE "leads" ALTER COLUMN "temp_session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_infos" ALTER COLUMN "date_of_birth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_infos" ALTER COLUMN "gender" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_infos" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "account_id" uuid;