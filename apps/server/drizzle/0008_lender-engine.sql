CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"consumer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_consumer_id_key_pk" PRIMARY KEY("consumer_id","key")
);
--> statement-breakpoint
DROP INDEX "applications_idempotency_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "quick_screen" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "kind" text DEFAULT 'application' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "lender_application_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: before one application per consumer and lender is enforced, older repeats (possible before this
-- rule) are marked superseded so the newest one stays the live one.
UPDATE "applications" AS "a" SET "superseded_at" = now() WHERE EXISTS (
  SELECT 1 FROM "applications" AS "b"
  WHERE "b"."consumer_id" = "a"."consumer_id" AND "b"."app_type" = "a"."app_type" AND "b"."kind" = "a"."kind"
    AND ("b"."created_at" > "a"."created_at" OR ("b"."created_at" = "a"."created_at" AND "b"."id" > "a"."id"))
);--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_per_lender_idx" ON "applications" USING btree ("consumer_id","app_type","kind") WHERE "applications"."superseded_at" is null;