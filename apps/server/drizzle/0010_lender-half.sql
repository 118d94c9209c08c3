CREATE TABLE "vers_waterfall_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"partner_session_id" text,
	"status" text DEFAULT 'polling' NOT NULL,
	"pending_provider" text,
	"polls" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "aff_loan" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "funded_details" jsonb;--> statement-breakpoint
ALTER TABLE "vers_waterfall_sessions" ADD CONSTRAINT "vers_waterfall_sessions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vers_waterfall_sessions" ADD CONSTRAINT "vers_waterfall_sessions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vers_waterfall_sessions_application_idx" ON "vers_waterfall_sessions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "vers_waterfall_sessions_consumer_idx" ON "vers_waterfall_sessions" USING btree ("consumer_id");