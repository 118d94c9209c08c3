ALTER TABLE "applications" ADD COLUMN "aff_loan" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "funded_details" jsonb;