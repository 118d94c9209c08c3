ALTER TABLE "consumers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "locale" text;