CREATE TABLE "sms_consent_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"via" text NOT NULL,
	"text_shown" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_consent_log_phone_idx" ON "sms_consent_log" USING btree ("phone","at");