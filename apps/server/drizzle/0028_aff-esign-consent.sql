ALTER TABLE "document_consents" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "document_consents" ADD COLUMN "text" text;
